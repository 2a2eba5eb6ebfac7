// @inquirer/password behind a module of qy's own, so the bundle enters it like every other lazy
// import (cli/build-plugins.ts, startInOneChunk).
export { default as password } from '@inquirer/password';
