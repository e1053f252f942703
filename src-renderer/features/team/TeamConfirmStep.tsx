import { useState } from 'react';
import type {
  SeparateConfirmation,
  SeparateConfirmationNeeded,
} from '../../../src-shared/validation/separate-confirmations';
import { SeparateConfirmStep } from '../bulks/SeparateConfirmStep';
import { useTeam } from './team-store';

/**
 * The team's own confirmation step, as solo Review has it before Send: payments already sent and
 * payments to changed bank details, each kind saying what happens to the money and confirmed
 * payment by payment or as a group, before a run is submitted for release or released.
 */
export function TeamConfirmStep({
  kinds,
  continueLabel,
  onContinue,
  onBack,
}: {
  kinds: SeparateConfirmationNeeded[];
  continueLabel: string;
  onContinue: (confirmed: SeparateConfirmation[]) => void;
  onBack: () => void;
}) {
  const busy = useTeam((s) => s.busy);
  const [confirmed, setConfirmed] = useState<SeparateConfirmation[]>([]);
  const confirm = (code: string, count: number, on: boolean) =>
    setConfirmed((now) => [...now.filter((c) => c.code !== code), ...(on ? [{ code, count }] : [])]);
  return (
    <SeparateConfirmStep
      kinds={kinds}
      state={{ confirmed, confirm, busy: busy !== undefined }}
      onContinue={() => onContinue(confirmed)}
      onBack={onBack}
      continueLabel={continueLabel}
    />
  );
}
