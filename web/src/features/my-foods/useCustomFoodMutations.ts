import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CustomFoodFields, useCustomFoodMutationsCreateMutation } from '../../__generated__/useCustomFoodMutationsCreateMutation.graphql';
import type { useCustomFoodMutationsDeleteMutation } from '../../__generated__/useCustomFoodMutationsDeleteMutation.graphql';
import type { useCustomFoodMutationsUpdateMutation } from '../../__generated__/useCustomFoodMutationsUpdateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Each answer carries viewer.customFoods, so the list updates without a refetch.

export function useCreateCustomFoodMutation(): [(food: CustomFoodFields) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<useCustomFoodMutationsCreateMutation>(graphql`
    mutation useCustomFoodMutationsCreateMutation($input: CreateCustomFoodInput!) {
      createCustomFood(input: $input) {
        viewer {
          customFoods {
            id
            ...CustomFoodRow_food
          }
        }
      }
    }
  `);
  const create = useCallback(
    async (food: CustomFoodFields) => {
      await run({ input: { food } });
    },
    [run],
  );
  return [create, isInFlight];
}

export function useUpdateCustomFoodMutation(): [(foodId: string, food: CustomFoodFields) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<useCustomFoodMutationsUpdateMutation>(graphql`
    mutation useCustomFoodMutationsUpdateMutation($input: UpdateCustomFoodInput!) {
      updateCustomFood(input: $input) {
        food {
          id
          ...CustomFoodRow_food
        }
      }
    }
  `);
  const update = useCallback(
    async (foodId: string, food: CustomFoodFields) => {
      await run({ input: { foodId, food } });
    },
    [run],
  );
  return [update, isInFlight];
}

export function useDeleteCustomFoodMutation(): (foodId: string) => Promise<void> {
  const [run] = usePromiseMutation<useCustomFoodMutationsDeleteMutation>(graphql`
    mutation useCustomFoodMutationsDeleteMutation($input: DeleteCustomFoodInput!) {
      deleteCustomFood(input: $input) {
        viewer {
          customFoods {
            id
          }
        }
      }
    }
  `);
  return useCallback(
    async (foodId: string) => {
      await run({ input: { foodId } });
    },
    [run],
  );
}
