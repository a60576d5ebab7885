/**
 * From 150 tags and operations on, swagger-ui 5.33 renders its list through a window virtualizer
 * that measures where the list starts once, as it mounts. Inside a page that measure is wrong (the
 * reference is hidden while it loads, and the text above it changes height), so the page jumps
 * down by itself and the list shows one tag in a tall empty box. This plugin renders every tag
 * and operation at once, as swagger-ui itself does below that count, so every route is on the
 * page (and found by the browser's Find) and nothing scrolls on its own.
 */

/** The Immutable.js values swagger-ui hands its components, as far as this file reads them. */
interface Operation {
  get(key: 'path' | 'method'): string;
  get(key: 'specPath'): unknown;
}
interface TagObject {
  get(key: 'operations'): { map<U>(fn: (op: Operation) => U): { toArray(): U[] } };
}
interface TaggedOperations {
  size: number;
  map<U>(fn: (tagObj: TagObject, tag: string) => U): { valueSeq(): { toArray(): U[] } };
}

interface OperationsProps {
  specSelectors: {
    taggedOperations(): TaggedOperations;
    validOperationMethods(): { includes(method: string): boolean };
    url(): string;
  };
  getComponent: (name: string, container?: boolean) => unknown;
  oas3Selectors: unknown;
  layoutSelectors: unknown;
  layoutActions: unknown;
  getConfigs: unknown;
}

/** The part of swagger-ui's system a plugin receives that this one uses: its own React. */
export interface SwaggerSystem {
  React: {
    createElement: (type: unknown, props: object | null, ...children: unknown[]) => unknown;
  };
}

/** Every tag, each with its operations, without virtualization. */
export function allOperations({ React }: SwaggerSystem) {
  const h = React.createElement;
  function Operations(props: OperationsProps) {
    const { specSelectors, getComponent } = props;
    const tagged = specSelectors.taggedOperations();
    if (tagged.size === 0) return h('h3', null, 'No operations defined in spec!');
    const methods = specSelectors.validOperationMethods();
    const OperationTag = getComponent('OperationTag');
    const OperationContainer = getComponent('OperationContainer', true);
    const { oas3Selectors, layoutSelectors, layoutActions, getConfigs } = props;
    return h(
      'div',
      null,
      tagged
        .map((tagObj, tag) =>
          h(
            OperationTag,
            {
              key: `operation-${tag}`,
              tagObj,
              tag,
              oas3Selectors,
              layoutSelectors,
              layoutActions,
              getConfigs,
              getComponent,
              specUrl: specSelectors.url(),
            },
            h(
              'div',
              { className: 'operation-tag-content' },
              tagObj
                .get('operations')
                .map((op) => {
                  const path = op.get('path');
                  const method = op.get('method');
                  if (!methods.includes(method)) return null;
                  const specPath = op.get('specPath');
                  return h(OperationContainer, {
                    key: `${path}-${method}`,
                    specPath,
                    op,
                    path,
                    method,
                    tag,
                  });
                })
                .toArray(),
            ),
          ),
        )
        .valueSeq()
        .toArray(),
    );
  }
  return { components: { operations: Operations } };
}
