import { create } from 'zustand';

export const SECTIONS = [
  { id: 'home', label: 'Home', hint: 'Where you are, what to do first, runs in progress and balances' },
  { id: 'payments', label: 'Payments', hint: 'Import a payment file and send it as bulks' },
  { id: 'history', label: 'History', hint: 'Every bulk and payment ever sent' },
  { id: 'accounts', label: 'Accounts', hint: 'Balances and transactions' },
  { id: 'settings', label: 'Settings', hint: 'Bank profiles and keys' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

interface NavigationState {
  section: SectionId;
  go(section: SectionId): void;
}

export const useNavigation = create<NavigationState>((set) => ({
  section: 'home',
  go: (section) => set({ section }),
}));
