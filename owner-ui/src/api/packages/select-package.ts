import type { PackageSelection, SubscriptionPackage } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { packageKeys } from './keys';

export interface PackageChoice {
  plan: SubscriptionPackage;
  userId: number;
}

export const selectPackage = ({ plan, userId }: PackageChoice) =>
  api.post<unknown>('/filter-owner/packages/select', {
    subscription_plan_id: plan.id,
    metadata: { selected_at: new Date().toISOString(), selected_by: userId, package_name: plan.name },
  } satisfies PackageSelection);

/** Selecting a package may be followed by more work (the first sign-in's flag); `then` runs it inside the mutation. */
export const useSelectPackage = <Result>(
  then: (choice: PackageChoice) => Promise<Result>,
  config?: MutationConfig<PackageChoice, Result>,
) =>
  useInvalidatingMutation(
    async (choice: PackageChoice) => {
      await selectPackage(choice);
      return then(choice);
    },
    () => [packageKeys.all],
    config,
  );
