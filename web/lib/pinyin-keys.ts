/**
 * The palette's pinyin keys. Under tests this is core's pinyin-pro implementation; the console's
 * bundle replaces this module with build-time tables (tools/build-web.ts, tools/pinyin-table.ts), so
 * pinyin-pro's dictionary never reaches the browser. Records bring their keys from the server.
 */
export { pinyinKeys, type PinyinKeys } from '#core/pinyin';
