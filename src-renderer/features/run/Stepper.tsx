import { useT } from '../../i18n/useT';
import { stepStates, type RunStep } from './steps';

/** The run's steps in a row: done ones ticked (and openable while nothing was sent), the current one marked, what is next. */
export function Stepper({
  steps,
  current,
  onOpen,
  locked = false,
}: {
  steps: readonly RunStep[];
  current: string;
  onOpen: (id: string) => void;
  /** No step can be opened (while sending). */
  locked?: boolean;
}) {
  const { t } = useT();
  const states = stepStates(steps, current);
  const here = states.find((s) => s.state === 'current')!;
  const next = states.find((s) => s.state === 'next');
  return (
    <nav className="run-stepper" aria-label={t('run.stepsLabel')}>
      <ol>
        {states.map(({ step, state, canOpen }, i) => {
          const name = (
            <>
              <span className="run-step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="run-step-name">{t(step.label)}</span>
              <span className="visually-hidden">{t(`run.state_${state}`)}</span>
            </>
          );
          return (
            <li key={step.id} className={`run-step run-step-${state}`} data-step={step.id}>
              {canOpen && !locked ? (
                <button type="button" className="link" onClick={() => onOpen(step.id)}>
                  {name}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="run-step-hint" data-testid="run-step-hint">
        {t(here.step.hint)}
        {next ? ` ${t('run.nextIs', { step: t(next.step.label) })}` : ''}
      </p>
    </nav>
  );
}
