import { lazy, type ComponentType } from 'react';
import type { SectionId } from './navigation';
import { HomeScreen } from '../features/home/HomeScreen';

/**
 * The screen shown for each section. Home, the first screen, is in the page's own script; every
 * other screen is a chunk of its own, read when first shown, so the first screen waits only for
 * what it shows (docs/development.md, How `npm start` starts).
 */
export const SCREENS: Record<SectionId, ComponentType> = {
  home: HomeScreen,
  payments: lazy(() => import('../features/run/RunScreen').then((m) => ({ default: m.RunScreen }))),
  history: lazy(() => import('../features/history/HistoryScreen').then((m) => ({ default: m.HistoryScreen }))),
  payees: lazy(() => import('../features/payees/PayeesScreen').then((m) => ({ default: m.PayeesScreen }))),
  accounts: lazy(() => import('../features/accounts/AccountsScreen').then((m) => ({ default: m.AccountsScreen }))),
  team: lazy(() => import('../features/team/TeamRunsScreen').then((m) => ({ default: m.TeamRunsScreen }))),
  settings: lazy(() => import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen }))),
};
