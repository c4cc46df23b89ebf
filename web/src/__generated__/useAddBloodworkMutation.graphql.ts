/**
 * @generated SignedSource<<cefb8d4616f5d8f14767de721e63a08f>>
 * @relayHash 4e06c2e47ee2665b1aa82cc35659f5c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcda291cd948c2509ad7c30612605c1478fa020003dc2637216508baccb952c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabValueEngine = "model" | "ocr" | "text" | "%future added value";
export type AddBloodworkInput = {
  date: string;
  labValues: ReadonlyArray<LabValueInput>;
};
export type LabValueInput = {
  foundBy?: LabValueEngine | null | undefined;
  name: string;
  printedName?: string | null | undefined;
  qualifier?: string | null | undefined;
  refHigh?: number | null | undefined;
  refLow?: number | null | undefined;
  refSource?: string | null | undefined;
  unit?: string | null | undefined;
  value: number;
};
export type useAddBloodworkMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddBloodworkInput;
};
export type useAddBloodworkMutation$data = {
  readonly addBloodwork: {
    readonly bloodworkEntry: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BloodworkHistoryItem_entry">;
    };
  };
};
export type useAddBloodworkMutation = {
  response: useAddBloodworkMutation$data;
  variables: useAddBloodworkMutation$variables;
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
  "name": "id",
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
    "name": "useAddBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BloodworkEntryPayload",
        "kind": "LinkedField",
        "name": "addBloodwork",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodworkEntry",
            "kind": "LinkedField",
            "name": "bloodworkEntry",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkHistoryItem_entry"
              }
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAddBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BloodworkEntryPayload",
        "kind": "LinkedField",
        "name": "addBloodwork",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BloodworkEntry",
            "kind": "LinkedField",
            "name": "bloodworkEntry",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDateMissing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pdfFilename",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LabValue",
                "kind": "LinkedField",
                "name": "labValues",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "flag",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "UnmatchedLabValue",
                "kind": "LinkedField",
                "name": "unmatched",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "printedName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "bloodworkEntry",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "BloodworkEntryEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fcda291cd948c2509ad7c30612605c1478fa020003dc2637216508baccb952c2",
    "metadata": {},
    "name": "useAddBloodworkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20699b5d1d7c1419c0bc53a7b95e84fe";

export default node;
