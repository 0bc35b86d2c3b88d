import { GoalManager } from '../../../features/goals/components/goal-manager';

/** /dashboard/goals — 'Objetivos' (spec 02 §2). */
export default function GoalsRoute() {
  return <GoalManager />;
}
