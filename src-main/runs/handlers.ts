import { err, ok } from '../../src-shared/result';
import { runSettingsSchema, runEditSchema } from '../../src-shared/ipc/channels/runs';
import type { Db } from '../db/open-database';
import type { HandlerMap } from '../ipc/dispatch';
import { RunDrafts } from './run-drafts';

type RunsHandlers = Pick<HandlerMap, 'runs:start' | 'runs:save' | 'runs:list' | 'runs:get' | 'runs:discard'>;

/** Payment runs before sending: kept in SQLite so Home can offer them again after a restart. */
export function runsHandlers(db: Db): RunsHandlers {
  const drafts = new RunDrafts(db);
  return {
    'runs:start': async ({ fileName, base64 }) => ok({ id: drafts.start(fileName, Buffer.from(base64, 'base64')) }),
    'runs:save': async ({ id, ...progress }) => ok({ saved: drafts.save(id, progress) }),
    'runs:list': async () => ok({ runs: drafts.list() }),
    'runs:get': async ({ id }) => {
      const run = drafts.get(id);
      if (!run)
        return err(
          'run_draft_not_found',
          'This payment run is no longer kept (it was sent or discarded); import the file again.',
        );
      // Stored rows were checked on the way in; parsing again keeps a hand-edited database from reaching the screen.
      const { bytes, settings, edits, ...rest } = run;
      return ok({
        ...rest,
        base64: bytes.toString('base64'),
        settings: runSettingsSchema.parse(settings),
        edits: runEditSchema.array().parse(edits),
      });
    },
    'runs:discard': async ({ id }) => ok({ discarded: drafts.discard(id) }),
  };
}
