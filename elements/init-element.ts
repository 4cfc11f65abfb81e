/**
 * `<builder-init>`: page-wide settings as markup (API key, API host, tracking consent, trusted
 * editor hosts), like the reference SDK's element of that name. It renders nothing (so it has
 * no React root); on connect and on every attribute change it hands its attributes to
 * {@link setPageSettings}.
 */
import { defineInputs, type ElementPropsOf } from '../src/core/index.ts';
import { attributeRules, KEEP_PREVIOUS, parseAttribute, propertyName } from './attributes.ts';
import { defineTag } from './define.ts';
import { setPageSettings } from './page-settings.ts';

/** The attributes of `<builder-init>` (also its properties). */
export const initInputs = defineInputs([
  { name: 'apiKey', type: 'string', helperText: 'API key every tag without its own uses' },
  { name: 'apiHost', type: 'string', helperText: 'Content API host for every tag (a local content service, a proxy)' },
  {
    name: 'canTrack',
    type: 'boolean',
    defaultValue: true,
    helperText: '"false" turns tracking and its cookies off for the page',
  },
  {
    name: 'trustedHosts',
    type: 'string',
    helperText:
      'Comma-separated hosts whose editor frame may edit the page, added to builder.io and localhost (*.example.com for subdomains)',
  },
]);

/** `<builder-init>`'s properties. */
export type InitElement = HTMLElement & ElementPropsOf<typeof initInputs>;

/** Defines the settings element under `tag`. */
export function defineInitElement(tag: string): void {
  const rules = attributeRules(initInputs);

  defineTag(tag, () => {
    class BuilderInit extends HTMLElement {
      static get observedAttributes(): string[] {
        return rules.map((rule) => rule.attribute);
      }

      #settings: Record<string, unknown> = {};

      connectedCallback(): void {
        for (const rule of rules) this.#read(rule.attribute, this.getAttribute(rule.attribute));
        setPageSettings(this.#settings);
      }

      attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
        if (previous === value || !this.#read(name, value) || !this.isConnected) return;
        setPageSettings(this.#settings);
      }

      #read(attribute: string, value: string | null): boolean {
        const rule = rules.find((r) => r.attribute === attribute);
        if (!rule) return false;
        const parsed = parseAttribute(tag, rule, value);
        if (parsed === KEEP_PREVIOUS) return false;
        if (parsed === undefined) delete this.#settings[rule.prop];
        else this.#settings[rule.prop] = parsed;
        return true;
      }
    }
    // Properties mirror the attributes, so `init.apiKey = '…'` works as well.
    for (const rule of rules) {
      const property = propertyName(initInputs.find((input) => input.name === rule.prop)!);
      if (!property) continue;
      Object.defineProperty(BuilderInit.prototype, property, {
        configurable: true,
        enumerable: true,
        get(this: BuilderInit) {
          return parseAttribute(tag, rule, this.getAttribute(rule.attribute)) ?? undefined;
        },
        set(this: BuilderInit, value: unknown) {
          if (value === undefined || value === null) this.removeAttribute(rule.attribute);
          else this.setAttribute(rule.attribute, String(value));
        },
      });
    }
    return BuilderInit;
  });
}
