import { useEffect, useState } from 'react';
import { ReleaseRules } from './ReleaseRules';
import { useT } from '../../i18n/useT';
import { teamSchemaAge } from '../../../src-shared/team-schema-age';
import { useTeam, type AppRole } from './team-store';
import './team.css';

const ROLES: AppRole[] = ['preparer', 'approver', 'admin', 'viewer'];

/** Settings → Team: join or leave a team database, see who you are in it, and (admins) members and roles. */
export function TeamSettings() {
  const { view, refresh, error, busy } = useTeam();
  const { t, message } = useT();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <section className="panel team-settings" aria-labelledby="team-settings-title">
      <h3 id="team-settings-title">{t('team.settings.title')}</h3>
      {!view ? <p className="hint">{t('team.settings.loading')}</p> : view.configured ? <Connected /> : <ConnectForm />}
      {error && busy === undefined && (
        <p className="notice notice-danger" role="alert">
          {message(error)}
        </p>
      )}
    </section>
  );
}

function ConnectForm() {
  const { connect, busy } = useTeam();
  const { t } = useT();
  const [url, setUrl] = useState('');
  const [password, setPassword] = useState('');
  const [install, setInstall] = useState(false);
  return (
    <form
      className="team-connect"
      onSubmit={(e) => {
        e.preventDefault();
        void connect(url.trim(), password, install).then((done) => done && setPassword(''));
      }}
    >
      <p className="hint">{t('team.settings.intro')}</p>
      <label>
        {t('team.settings.address')}
        <input
          className="mono"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="postgresql://alice@db.example.com/bulkpay"
          autoComplete="off"
          spellCheck={false}
          required
        />
      </label>
      <label>
        {t('team.settings.password')}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={install} onChange={(e) => setInstall(e.target.checked)} />{' '}
        {t('team.settings.install')}
      </label>
      <button type="submit" className="primary" disabled={busy !== undefined || !url.trim()}>
        {busy === 'connect' ? t('team.settings.connecting') : t('team.settings.connect')}
      </button>
    </form>
  );
}

function Connected() {
  const { view, disconnect, busy, loadMembers } = useTeam();
  const { t, message } = useT();
  const status = view?.status;
  const role = status?.appRole;
  useEffect(() => {
    if (role === 'admin') void loadMembers();
  }, [role, loadMembers]);
  if (!view) return null;
  return (
    <>
      {view.problem && (
        <p className="notice notice-warning" role="status" data-testid="team-problem">
          {message(view.problem)}
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>{t('team.settings.address')}</dt>
          <dd className="mono">{view.url}</dd>
        </div>
        {status && (
          <>
            <div>
              <dt>{t('team.settings.you')}</dt>
              <dd data-testid="team-you">
                {status.user} · {status.appRole ? t(`team.role.${status.appRole}`) : t('team.settings.noRole')}
              </dd>
            </div>
            <div>
              <dt>{t('team.settings.server')}</dt>
              <dd>
                {t('team.settings.serverLine', {
                  version: status.serverVersion.split(' ')[0],
                  schema: status.schemaVersion,
                })}
              </dd>
            </div>
          </>
        )}
      </dl>
      {status && teamSchemaAge(status) === 'older' && (
        <p className="notice notice-warning">{t('team.settings.schemaOld')}</p>
      )}
      {status && status.indexesToRebuild.length > 0 && (
        <IndexesToRebuild
          count={status.indexesToRebuild.length}
          building={status.indexesBuilding}
          admin={role === 'admin'}
        />
      )}
      {status?.payeeNamesUnfilled && (
        <p
          className={`notice ${status.indexesBuilding ? 'notice-info' : 'notice-warning'}`}
          role="status"
          data-testid="team-payee-names-unfilled"
        >
          {t(status.indexesBuilding ? 'team.settings.payeeNamesFilling' : 'team.settings.payeeNamesUnfilled')}
        </p>
      )}
      {status?.payeeKeyUnicode && (
        <p className="notice notice-warning" data-testid="team-payee-key-unicode">
          {t('team.settings.payeeKeyUnicode', status.payeeKeyUnicode)}
        </p>
      )}
      {role && <p className="hint">{t(`team.roleHint.${role}`)}</p>}
      {role === 'admin' && <Members />}
      {role === 'admin' && <ReleaseRules />}
      <button
        type="button"
        className="danger"
        disabled={busy !== undefined}
        onClick={() => {
          if (window.confirm(t('team.settings.disconnectConfirm'))) void disconnect();
        }}
      >
        {t('team.settings.disconnect')}
      </button>
    </>
  );
}

/** The team indexes being built, or to build (team status, a count only): what it means, and who builds them. */
function IndexesToRebuild({ count, building, admin }: { count: number; building: boolean; admin: boolean }) {
  const { t } = useT();
  if (building)
    return (
      <p className="notice notice-info" role="status" data-testid="team-indexes-to-rebuild">
        {t('team.settings.indexesBuilding', { count })}
      </p>
    );
  return (
    <div className="notice notice-warning team-indexes" role="status" data-testid="team-indexes-to-rebuild">
      <p>{t('team.settings.indexesMissing', { count })}</p>
      <p>{t(admin ? 'team.settings.indexesAdmin' : 'team.settings.indexesAsk')}</p>
    </div>
  );
}

function Members() {
  const { members, setRole, busy } = useTeam();
  const { t } = useT();
  const [dbRole, setDbRole] = useState('');
  const [appRole, setAppRole] = useState<AppRole>('preparer');
  return (
    <div className="team-members">
      <h4 id="team-members-title">{t('team.members.title')}</h4>
      <table className="table" aria-labelledby="team-members-title">
        <thead>
          <tr>
            <th scope="col">{t('team.members.dbRole')}</th>
            <th scope="col">{t('team.members.appRole')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.dbRole}>
              <td className="mono">{m.dbRole}</td>
              <td>
                <select
                  aria-label={t('team.members.roleOf', { role: m.dbRole })}
                  value={m.appRole}
                  disabled={busy !== undefined}
                  onChange={(e) => void setRole(m.dbRole, e.target.value as AppRole)}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`team.role.${r}`)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="team-add-member"
        onSubmit={(e) => {
          e.preventDefault();
          void setRole(dbRole.trim(), appRole).then((done) => done && setDbRole(''));
        }}
      >
        <label htmlFor="team-new-member">{t('team.members.addRole')}</label>
        <input
          id="team-new-member"
          className="mono"
          value={dbRole}
          onChange={(e) => setDbRole(e.target.value)}
          required
          maxLength={63}
        />
        <label htmlFor="team-new-member-role">{t('team.members.appRole')}</label>
        <select id="team-new-member-role" value={appRole} onChange={(e) => setAppRole(e.target.value as AppRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`team.role.${r}`)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy !== undefined || !dbRole.trim()}>
          {t('team.members.add')}
        </button>
      </form>
      <p className="hint">{t('team.members.hint')}</p>
    </div>
  );
}
