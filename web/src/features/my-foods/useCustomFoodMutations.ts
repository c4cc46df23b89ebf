import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CustomFoodFields, useCustomFoodMutationsCreateMutation } from '../../__generated__/useCustomFoodMutationsCreateMutation.graphql';
import type { useCustomFoodMutationsDeleteMutation } from '../../__generated__/useCustomFoodMutationsDeleteMutation.graphql';
import type { useCustomFoodMutationsUpdateMutation } from '../../__generated__/useCustomFoodMutationsUpdateMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

// Each answer carries viewer.customFoods, so the list updates without a refetch.

export function useCreateCustomFoodMutation(): [(food: CustomFoodFields) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<useCustomFoodMutationsCreateMutation>(graphql`
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
    (food: CustomFoodFields) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input: { food } }, onCompleted: () => resolve(), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
  return [create, isInFlight];
}

export function useUpdateCustomFoodMutation(): [(foodId: string, food: CustomFoodFields) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<useCustomFoodMutationsUpdateMutation>(graphql`
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
    (foodId: string, food: CustomFoodFields) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input: { foodId, food } }, onCompleted: () => resolve(), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
  return [update, isInFlight];
}

export function useDeleteCustomFoodMutation(): (foodId: string) => Promise<void> {
  const [commit] = useMutation<useCustomFoodMutationsDeleteMutation>(graphql`
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
    (foodId: string) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input: { foodId } }, onCompleted: () => resolve(), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
}
