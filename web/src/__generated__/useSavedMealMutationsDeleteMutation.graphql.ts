/**
 * @generated SignedSource<<931fc753c7e63a27e2b67d447c59a749>>
 * @relayHash 0cdb4fea0b7dc3ae7a8bd8a1c32487cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5ed6ba718493d7e1d094f96108c3083642578b9dc41c9ff7748cb1b302f19f2

import { ConcreteRequest } from 'relay-runtime';
export type SavedMealRefInput = {
  savedMealId: string;
};
export type useSavedMealMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SavedMealRefInput;
};
export type useSavedMealMutationsDeleteMutation$data = {
  readonly deleteSavedMeal: {
    readonly deletedSavedMealId: string;
  };
};
export type useSavedMealMutationsDeleteMutation = {
  response: useSavedMealMutationsDeleteMutation$data;
  variables: useSavedMealMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSavedMealId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavedMealMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedMealPayload",
        "kind": "LinkedField",
        "name": "deleteSavedMeal",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSavedMealMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedMealPayload",
        "kind": "LinkedField",
        "name": "deleteSavedMeal",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedSavedMealId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c5ed6ba718493d7e1d094f96108c3083642578b9dc41c9ff7748cb1b302f19f2",
    "metadata": {},
    "name": "useSavedMealMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "825858bc6591cf06436ac7da81670326";

export default node;
