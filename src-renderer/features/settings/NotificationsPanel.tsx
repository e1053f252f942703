import { useT } from '../../i18n/useT';
import { useNotifications } from '../notifications/notifications-store';

/** The "Desktop notifications" switch: off until the user turns it on (the browser then asks once). */
export function NotificationsPanel() {
  const { t } = useT();
  const enabled = useNotifications((s) => s.enabled);
  const refused = useNotifications((s) => s.refused);
  const busy = useNotifications((s) => s.busy);
  const setEnabled = useNotifications((s) => s.setEnabled);
  return (
    <section className="panel notifications-panel" aria-labelledby="notifications-heading">
      <h3 id="notifications-heading">{t('notify.heading')}</h3>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={busy}
          aria-describedby="notifications-hint"
          onChange={(e) => void setEnabled(e.target.checked)}
        />
        {t('notify.switch')}
      </label>
      <p className="hint" id="notifications-hint">
        {t('notify.hint')}
      </p>
      {refused && (
        <p className="notice notice-warning" role="alert">
          {t(refused === 'denied' ? 'notify.blocked' : 'notify.unsupported')}
        </p>
      )}
    </section>
  );
}
