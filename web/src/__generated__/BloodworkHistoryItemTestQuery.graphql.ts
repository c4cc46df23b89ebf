/**
 * @generated SignedSource<<dc95cebd3bd6b7ab6001f6e0ac1bc036>>
 * @relayHash 47780e67daa98a71baedcd1a4d4ebc11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a1c854b09d192c3fb29c4ceab74435d8e336a07347228ce5187aab2eb46022c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkHistoryItemTestQuery$variables = Record<PropertyKey, never>;
export type BloodworkHistoryItemTestQuery$data = {
  readonly viewer: {
    readonly bloodworkEntry: {
      readonly " $fragmentSpreads": FragmentRefs<"BloodworkHistoryItem_entry">;
    };
  } | null | undefined;
};
export type BloodworkHistoryItemTestQuery = {
  response: BloodworkHistoryItemTestQuery$data;
  variables: BloodworkHistoryItemTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "entry-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodworkHistoryItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "BloodworkEntry",
            "kind": "LinkedField",
            "name": "bloodworkEntry",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkHistoryItem_entry"
              }
            ],
            "storageKey": "bloodworkEntry(id:\"entry-1\")"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BloodworkHistoryItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "BloodworkEntry",
            "kind": "LinkedField",
            "name": "bloodworkEntry",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
            "storageKey": "bloodworkEntry(id:\"entry-1\")"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a1c854b09d192c3fb29c4ceab74435d8e336a07347228ce5187aab2eb46022c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.bloodworkEntry": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BloodworkEntry"
        },
        "viewer.bloodworkEntry.date": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LocalDate"
        },
        "viewer.bloodworkEntry.id": (v2/*:: as any*/),
        "viewer.bloodworkEntry.isDateMissing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.bloodworkEntry.labValues": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LabValue"
        },
        "viewer.bloodworkEntry.labValues.flag": (v3/*:: as any*/),
        "viewer.bloodworkEntry.pdfFilename": (v3/*:: as any*/),
        "viewer.bloodworkEntry.source": {
          "enumValues": [
            "manual",
            "pdf"
          ],
          "nullable": false,
          "plural": false,
          "type": "BloodworkSource"
        },
        "viewer.bloodworkEntry.status": {
          "enumValues": [
            "confirmed",
            "draft"
          ],
          "nullable": false,
          "plural": false,
          "type": "BloodworkStatus"
        },
        "viewer.bloodworkEntry.unmatched": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "UnmatchedLabValue"
        },
        "viewer.bloodworkEntry.unmatched.printedName": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.id": (v2/*:: as any*/)
      }
    },
    "name": "BloodworkHistoryItemTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6c320f605c34bd58df1590ec687059c";

export default node;
