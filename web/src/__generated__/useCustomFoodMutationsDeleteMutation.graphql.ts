/**
 * @generated SignedSource<<57ff814f58167daf7d46b62189d0f6a7>>
 * @relayHash b8526336685db7d9b57a80b2b77729ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ad03c48f02cd1ff36ce778db742a33b7e9f803e7155734e0f28d311c0f5eff8

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCustomFoodInput = {
  foodId: string;
};
export type useCustomFoodMutationsDeleteMutation$variables = {
  input: DeleteCustomFoodInput;
};
export type useCustomFoodMutationsDeleteMutation$data = {
  readonly deleteCustomFood: {
    readonly viewer: {
      readonly customFoods: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type useCustomFoodMutationsDeleteMutation = {
  response: useCustomFoodMutationsDeleteMutation$data;
  variables: useCustomFoodMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Food",
  "kind": "LinkedField",
  "name": "customFoods",
  "plural": true,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCustomFoodMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCustomFoodPayload",
        "kind": "LinkedField",
        "name": "deleteCustomFood",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCustomFoodMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCustomFoodPayload",
        "kind": "LinkedField",
        "name": "deleteCustomFood",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4ad03c48f02cd1ff36ce778db742a33b7e9f803e7155734e0f28d311c0f5eff8",
    "metadata": {},
    "name": "useCustomFoodMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1bb26fdc865874677d004d84756d0954";

export default node;
