import { describe, expect, it } from 'vitest';
import { readMessage } from './messages.ts';

describe('readMessage', () => {
  it('reads each known message', () => {
    expect(readMessage({ type: 'builder.ping' })).toEqual({ type: 'builder.ping' });
    expect(readMessage({ type: 'builder.contentUpdate', data: { key: 'page', data: { id: 'x' } } })).toEqual({
      type: 'builder.contentUpdate',
      key: 'page',
      content: { id: 'x' },
    });
    expect(
      readMessage({ type: 'builder.contentUpdate', data: { modelName: 'page', data: { id: 'x' } } }),
    ).toMatchObject({ key: 'page' });
    expect(
      readMessage({ type: 'builder.patchUpdates', data: { data: { b1: [{ op: 'remove', path: '/x' }] } } }),
    ).toEqual({ type: 'builder.patchUpdates', patches: { b1: [{ op: 'remove', path: '/x' }] } });
    expect(readMessage({ type: 'builder.resetState', data: { state: { a: 1 }, model: 'page' } })).toEqual({
      type: 'builder.resetState',
      state: { a: 1 },
      model: 'page',
    });
    expect(readMessage({ type: 'builder.selectionChange', data: { selection: ['b1'] } })).toEqual({
      type: 'builder.selectionChange',
      selection: ['b1'],
    });
    expect(readMessage({ type: 'builder.editingMode', data: true })).toEqual({ type: 'builder.editingMode', on: true });
    expect(readMessage({ type: 'builder.editingPageMode', data: { value: false } })).toEqual({
      type: 'builder.editingPageMode',
      on: false,
    });
    expect(readMessage({ type: 'builder.evaluate', data: { id: 1, text: 'return 1', arguments: null } })).toEqual({
      type: 'builder.evaluate',
      id: 1,
      text: 'return 1',
      args: [],
    });
    expect(readMessage({ type: 'builder.registerComponent', data: { spec: { name: 'Hero' } } })).toEqual({
      type: 'builder.registerComponent',
      spec: { name: 'Hero' },
    });
    expect(readMessage({ type: 'builder.registerComponent', data: { name: 'Hero' } })).toMatchObject({
      spec: { name: 'Hero' },
    });
    expect(readMessage({ type: 'builder.register', data: { type: 'insertMenu', info: { name: 'x' } } })).toEqual({
      type: 'builder.register',
      registryType: 'insertMenu',
      info: { name: 'x' },
    });
  });

  it.each([
    ['not an object', 'builder.ping'],
    ['no type', { data: {} }],
    ['an unknown type', { type: 'builder.somethingElse', data: {} }],
    ['another protocol', { type: 'webpackOk' }],
    ['a content update without content', { type: 'builder.contentUpdate', data: { key: 'page' } }],
    ['a content update without key', { type: 'builder.contentUpdate', data: { data: { id: 'x' } } }],
    ['content that is an array', { type: 'builder.contentUpdate', data: { key: 'page', data: [] } }],
    [
      'a patch with an unsupported op',
      { type: 'builder.patchUpdates', data: { data: { b1: [{ op: 'move', from: '/a', path: '/b' }] } } },
    ],
    ['a patch without a path', { type: 'builder.patchUpdates', data: { data: { b1: [{ op: 'remove' }] } } }],
    [
      'a replace without a value',
      { type: 'builder.patchUpdates', data: { data: { b1: [{ op: 'replace', path: '/a' }] } } },
    ],
    [
      'patches that are not a list',
      { type: 'builder.patchUpdates', data: { data: { b1: { op: 'remove', path: '/a' } } } },
    ],
    ['state that is not an object', { type: 'builder.overrideState', data: { state: 'x' } }],
    ['a selection of non-strings', { type: 'builder.selectionChange', data: { selection: [1] } }],
    ['evaluate without text', { type: 'builder.evaluate', data: { id: 1 } }],
    ['evaluate without id', { type: 'builder.evaluate', data: { text: 'return 1' } }],
    ['a registration without a name', { type: 'builder.registerComponent', data: { spec: {} } }],
  ])('drops %s', (_what, raw) => {
    expect(readMessage(raw)).toBeUndefined();
  });
});
