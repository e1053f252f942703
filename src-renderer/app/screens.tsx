import type { ReactElement } from 'react';
import type { SectionId } from './navigation';
import { AccountsScreen } from '../features/accounts/AccountsScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { HistoryScreen } from '../features/history/HistoryScreen';
import { RunScreen } from '../features/run/RunScreen';
import { PayeesScreen } from '../features/payees/PayeesScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { TeamRunsScreen } from '../features/team/TeamRunsScreen';

/**
 * The screen shown for each section. Feature issues replace an entry with their screen
 * (features/<feature>/<Feature>Screen.tsx); until then the section says what comes next.
 */
export const SCREENS: Record<SectionId, () => ReactElement> = {
  home: HomeScreen,
  payments: RunScreen,
  history: HistoryScreen,
  payees: PayeesScreen,
  accounts: AccountsScreen,
  team: TeamRunsScreen,
  settings: SettingsScreen,
};
