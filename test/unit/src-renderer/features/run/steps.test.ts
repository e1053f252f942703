import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src-shared/i18n/catalogs/en';
import {
  RELEASE_STEP,
  RUN_STEPS,
  TEAM_RUN_STEPS,
  nextStep,
  stepStates,
  withStep,
} from '../../../../../src-renderer/features/run/steps';

describe('the payment run steps, one data-driven list', () => {
  it('Import → Fix → Review → Approve on the phone → Outcome', () => {
    expect(RUN_STEPS.map((s) => s.id)).toEqual(['import', 'fix', 'review', 'approve', 'outcome']);
    expect(nextStep(RUN_STEPS, 'review')?.id).toBe('approve');
    expect(nextStep(RUN_STEPS, 'outcome')).toBeUndefined();
  });

  it('a step such as team mode’s release goes between Review and Approve without touching the others', () => {
    const release = { id: 'release', label: 'team.release', hint: 'team.releaseHint', beforeSending: true };
    const steps = withStep(RUN_STEPS, release, 'review');
    expect(steps.map((s) => s.id)).toEqual(['import', 'fix', 'review', 'release', 'approve', 'outcome']);
    expect(RUN_STEPS).toHaveLength(5); // the base list is not changed
    expect(withStep(steps, release, 'review').map((s) => s.id)).toEqual(steps.map((s) => s.id)); // not twice
    expect(nextStep(steps, 'review')?.id).toBe('release');
  });

  it('team mode’s Release (four eyes): once submitted, Fix and Review are the submitted run’s, not reopened', () => {
    const steps = withStep(RUN_STEPS, RELEASE_STEP, 'review');
    expect(steps.map((s) => s.id)).toEqual(['import', 'fix', 'review', 'release', 'approve', 'outcome']);
    expect(stepStates(steps, 'release').map((s) => [s.step.id, s.state, s.canOpen])).toEqual([
      ['import', 'done', false],
      ['fix', 'done', false],
      ['review', 'done', false],
      ['release', 'current', false],
      ['approve', 'next', false],
      ['outcome', 'next', false],
    ]);
  });

  it('marks done, current and next; done steps open again only while nothing was sent', () => {
    const atReview = stepStates(RUN_STEPS, 'review');
    expect(atReview.map((s) => [s.step.id, s.state, s.canOpen])).toEqual([
      ['import', 'done', false], // another file is a new run: "Choose another file"
      ['fix', 'done', true],
      ['review', 'current', false],
      ['approve', 'next', false],
      ['outcome', 'next', false],
    ]);
    // Once the bank has the bulks, the steps before are history.
    expect(stepStates(RUN_STEPS, 'approve').filter((s) => s.canOpen)).toEqual([]);
    // An unknown step falls back to the first, never to nothing.
    expect(stepStates(RUN_STEPS, 'nowhere')[0]!.state).toBe('current');
  });

  it('team mode’s Review says what happens next: a release by an approver other than the preparer', () => {
    expect(TEAM_RUN_STEPS.map((s) => s.id)).toEqual(['import', 'fix', 'review', 'release', 'approve', 'outcome']);
    const review = TEAM_RUN_STEPS.find((s) => s.id === 'review')!;
    expect(review.hint).toBe('teamUi2.hintReview');
    expect(en.teamUi2.hintReview).toBe(
      'Submit for release: an approver other than you must release this run before it can be sent.',
    );
    // Outside team mode Review keeps its own hint.
    expect(RUN_STEPS.find((s) => s.id === 'review')!.hint).toBe('run.hintReview');
    expect(TEAM_RUN_STEPS.filter((s) => s.id !== 'review')).toEqual(
      withStep(RUN_STEPS, RELEASE_STEP, 'review').filter((s) => s.id !== 'review'),
    );
  });
});
