import { parseArgs } from 'node:util';
import { createI18n } from '../../../src-shared/i18n';
import { ProfileStore } from '../../profiles/profile-store';
import { copyProfileSettings, sqliteProfileSettings } from '../../profiles/profile-settings';
import type { TeamStore } from '../../team/team-store';
import { openOfflineContext } from '../bulk-context';
import type { CliIo } from '../command';
import { cliLanguage } from '../messages';
import { EXIT } from './bulk-report';
import { teamFailure } from './team-runs';

type WithStore = (command: string, io: CliIo, work: (store: TeamStore) => Promise<number>) => Promise<number>;

/**
 * `bulkpay team settings [push | pull]`: the team's bank profiles (their non-secret settings:
 * addresses, application and client id). push copies this desktop's into the team (admins only:
 * the database refuses anyone else), pull the team's onto this desktop, keeping each profile's
 * own key and client secret.
 */
export function teamSettingsCommand(withTeamStore: WithStore, usage: (env: NodeJS.ProcessEnv) => string) {
  return async function settings(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
    const { t } = createI18n(cliLanguage(io.env));
    const action = positionals[0] ?? 'list';
    if (positionals.length > 1 || !['list', 'push', 'pull'].includes(action)) {
      io.err(`${t('teamStore2.settingsUsage')}\n\n${usage(io.env)}`);
      return EXIT.validation;
    }
    const local = openOfflineContext(io);
    if (!local.ok) return teamFailure(io, 'settings', local.error);
    try {
      const desktop = sqliteProfileSettings(new ProfileStore(local.value.bulks.store.db));
      return await withTeamStore('settings', io, async (store) => {
        const team = store.profiles();
        const done = await store.guard(async () => {
          const copied =
            action === 'push'
              ? await copyProfileSettings(desktop, team)
              : action === 'pull'
                ? await copyProfileSettings(team, desktop)
                : [];
          return { copied: copied.length, team: await team.list() };
        });
        if (!done.ok) return teamFailure(io, 'settings', done.error);
        if (values.json) io.out(JSON.stringify({ action, ...done.value }, null, 2));
        else {
          if (action === 'push') io.out(t('teamStore2.settingsPushed', { count: done.value.copied }));
          if (action === 'pull') io.out(t('teamStore2.settingsPulled', { count: done.value.copied }));
          for (const p of done.value.team)
            io.out(t('teamStore2.settingsLine', { name: p.name, baseUrl: p.baseUrl, clientId: p.tppClientId ?? '—' }));
          if (!done.value.team.length) io.out(t('teamStore2.settingsNone'));
        }
        return EXIT.allPaid;
      });
    } finally {
      await local.value.close();
    }
  };
}
