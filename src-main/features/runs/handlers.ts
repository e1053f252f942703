import { err, ok } from '../../../src-shared/result';
import { runSettingsSchema, runChangesSchema } from '../../../src-shared/ipc/channels/runs';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { RunDrafts } from '../../ports/run-drafts';

type RunsHandlers = Pick<HandlerMap, 'runs:start' | 'runs:save' | 'runs:list' | 'runs:get' | 'runs:discard'>;

const WHY = {
  not_found: 'This payment run is no longer kept (it was sent or discarded); import the file again.',
  other_profile:
    'This payment run was started under another bank profile; switch back to that profile to continue it, or import the file again.',
  already_sent:
    'This file was already sent to the bank; open it in History instead of sending it again. Discard this run from Home.',
} as const;

/** Payment runs before sending: kept in SQLite so Home can offer them again after a restart. */
export function runsHandlers(drafts: RunDrafts): RunsHandlers {
  drafts.purge();
  return {
    'runs:start': async ({ fileName, base64 }) => ok(drafts.start(fileName, Buffer.from(base64, 'base64'))),
    'runs:save': async ({ id, ...progress }) => ok({ saved: drafts.save(id, progress) }),
    'runs:list': async () => ok({ runs: drafts.list() }),
    'runs:get': async ({ id }) => {
      const found = drafts.get(id);
      if (!found.ok) return err(`run_draft_${found.why}`, WHY[found.why]);
      // Stored rows were checked on the way in; parsing again keeps a hand-edited database from reaching the screen.
      const { bytes, settings, changes, ...rest } = found.run;
      return ok({
        ...rest,
        base64: bytes.toString('base64'),
        settings: runSettingsSchema.parse(settings),
        changes: runChangesSchema.parse(changes),
      });
    },
    'runs:discard': async ({ id }) => ok({ discarded: drafts.discard(id) }),
  };
}
