import type { ReactElement } from 'react';
import type { SectionId } from './navigation';
import { EmptyState } from '../components/EmptyState';
import { AccountsScreen } from '../features/accounts/AccountsScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';

/**
 * The screen shown for each section. Feature issues replace an entry with their screen
 * (features/<feature>/<Feature>Screen.tsx); until then the section says what comes next.
 */
export const SCREENS: Record<SectionId, () => ReactElement> = {
  payments: () => (
    <EmptyState title="No payment file yet" action="Import a CSV or pain.001 file to check it and send it as bulks." />
  ),
  history: () => (
    <EmptyState title="Nothing sent yet" action="Bulks you send appear here, with every payment's outcome." />
  ),
  accounts: AccountsScreen,
  settings: SettingsScreen,
};
