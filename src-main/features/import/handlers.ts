import { err, ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { TemplateStore } from './template-store';

type ImportHandlers = Pick<HandlerMap, 'import:templates' | 'import:saveTemplate' | 'import:deleteTemplate'>;

/** Saved column mappings live in the data folder, shared with `bulkpay validate --template`. */
export function importHandlers(dataDir: string): ImportHandlers {
  const store = new TemplateStore(dataDir);
  return {
    'import:templates': async () => ok(store.list()),
    'import:saveTemplate': async ({ template }) => {
      try {
        return ok(store.save(template));
      } catch (e) {
        return err(
          'template_not_saved',
          `The mapping “${template.name}” could not be saved (${(e as NodeJS.ErrnoException).code ?? 'write failed'}); check there is free disk space.`,
        );
      }
    },
    'import:deleteTemplate': async ({ name }) => ok(store.remove(name)),
  };
}
