import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore, createStorageTokenStore } from '#core/api';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('token stores', () => {
  it('keeps a token in memory', () => {
    const store = createMemoryTokenStore();
    expect(store.get()).toBeNull();
    store.set('a');
    expect(store.get()).toBe('a');
    store.clear();
    expect(store.get()).toBeNull();
    expect(createMemoryTokenStore('init').get()).toBe('init');
    expect(createMemoryTokenStore('').get()).toBeNull();
  });

  it("keeps the token in storage under the seed's key 'token'", () => {
    const storage = fakeStorage();
    const store = createStorageTokenStore(storage);
    store.set('abc');
    expect(storage.map.get('token')).toBe('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(storage.map.has('token')).toBe(false);
    expect(store.get()).toBeNull();
  });

  it('honours another key and treats an empty value as no token', () => {
    const storage = fakeStorage();
    storage.map.set('qy', '');
    const store = createStorageTokenStore(storage, 'qy');
    expect(store.get()).toBeNull();
    store.set('x');
    expect(storage.map.get('qy')).toBe('x');
  });
});
