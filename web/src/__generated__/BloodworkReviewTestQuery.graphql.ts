/**
 * @generated SignedSource<<cbbb01a86f4a44657fb411690e863d3a>>
 * @relayHash da217fa2dca4b4682ccf474728f521ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7d5f1c62cd4d29afff9e0f3ad87aef44a50f2f1055a175475de914ebc668832

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkReviewTestQuery$variables = Record<PropertyKey, never>;
export type BloodworkReviewTestQuery$data = {
  readonly viewer: {
    readonly bloodworkEntry: {
      readonly " $fragmentSpreads": FragmentRefs<"BloodworkReview_entry">;
    };
  } | null | undefined;
};
export type BloodworkReviewTestQuery = {
  response: BloodworkReviewTestQuery$data;
  variables: BloodworkReviewTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "printedName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "qualifier",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refLow",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refHigh",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "foundBy",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsReview",
  "storageKey": null
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": [
    "model",
    "ocr",
    "text"
  ],
  "nullable": false,
  "plural": false,
  "type": "LabValueEngine"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodworkReviewTestQuery",
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
                "name": "BloodworkReview_entry"
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
    "name": "BloodworkReviewTestQuery",
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
                    "name": "marker",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refSource",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
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
    "id": "a7d5f1c62cd4d29afff9e0f3ad87aef44a50f2f1055a175475de914ebc668832",
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
        "viewer.bloodworkEntry.id": (v10/*:: as any*/),
        "viewer.bloodworkEntry.isDateMissing": (v11/*:: as any*/),
        "viewer.bloodworkEntry.labValues": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LabValue"
        },
        "viewer.bloodworkEntry.labValues.foundBy": (v12/*:: as any*/),
        "viewer.bloodworkEntry.labValues.marker": (v13/*:: as any*/),
        "viewer.bloodworkEntry.labValues.needsReview": (v11/*:: as any*/),
        "viewer.bloodworkEntry.labValues.printedName": (v13/*:: as any*/),
        "viewer.bloodworkEntry.labValues.qualifier": (v14/*:: as any*/),
        "viewer.bloodworkEntry.labValues.refHigh": (v15/*:: as any*/),
        "viewer.bloodworkEntry.labValues.refLow": (v15/*:: as any*/),
        "viewer.bloodworkEntry.labValues.refSource": (v14/*:: as any*/),
        "viewer.bloodworkEntry.labValues.unit": (v13/*:: as any*/),
        "viewer.bloodworkEntry.labValues.value": (v16/*:: as any*/),
        "viewer.bloodworkEntry.pdfFilename": (v14/*:: as any*/),
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
        "viewer.bloodworkEntry.unmatched.foundBy": (v12/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.needsReview": (v11/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.printedName": (v13/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.qualifier": (v14/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.refHigh": (v15/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.refLow": (v15/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.unit": (v13/*:: as any*/),
        "viewer.bloodworkEntry.unmatched.value": (v16/*:: as any*/),
        "viewer.id": (v10/*:: as any*/)
      }
    },
    "name": "BloodworkReviewTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ebb64060dc61f2ca523826170e5e7e3";

export default node;
