import { create } from 'zustand';

export const SECTIONS = [
  { id: 'home', label: 'Home', hint: 'Where you are, what to do first, runs in progress and balances' },
  { id: 'payments', label: 'Payments', hint: 'Import a payment file and send it as bulks' },
  { id: 'history', label: 'History', hint: 'Every bulk and payment ever sent' },
  { id: 'payees', label: 'Payees', hint: 'Everyone ever paid, their accounts and trust' },
  { id: 'accounts', label: 'Accounts', hint: 'Balances and transactions' },
  { id: 'team', label: 'Team', hint: 'Runs waiting for release by a second person, and the team’s recent runs' },
  { id: 'settings', label: 'Settings', hint: 'Bank profiles and keys' },
] as const;

/** The catalog keys of a section's name and hint (the team section's words live in the `team` catalog section). */
export const sectionKeys = (id: string) =>
  id === 'team' ? { label: 'team.nav.label', hint: 'team.nav.hint' } : { label: `nav.${id}`, hint: `nav.${id}Hint` };

export type SectionId = (typeof SECTIONS)[number]['id'];

interface NavigationState {
  section: SectionId;
  go(section: SectionId): void;
}

export const useNavigation = create<NavigationState>((set) => ({
  section: 'home',
  go: (section) => set({ section }),
}));
