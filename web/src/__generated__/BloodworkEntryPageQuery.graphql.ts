/**
 * @generated SignedSource<<f1cb0592916abafa075d3074f8ac429d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkEntryPageQuery$variables = {
  id: string;
};
export type BloodworkEntryPageQuery$data = {
  readonly viewer: {
    readonly bloodworkEntry: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BloodworkEntryDetail_entry" | "BloodworkReview_entry">;
    };
    readonly id: string;
  } | null | undefined;
};
export type BloodworkEntryPageQuery = {
  response: BloodworkEntryPageQuery$data;
  variables: BloodworkEntryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "printedName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BloodworkEntryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "BloodworkEntry",
            "kind": "LinkedField",
            "name": "bloodworkEntry",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkEntryDetail_entry"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkReview_entry"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BloodworkEntryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPdf",
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
                "kind": "ScalarField",
                "name": "pdfDownloadUrl",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "qualifier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "printedValue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "printedUnit",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refSource",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultRefLow",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultRefHigh",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "flag",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "category",
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "93e9cf4044f5404f4fd4796881005b9f",
    "id": null,
    "metadata": {},
    "name": "BloodworkEntryPageQuery",
    "operationKind": "query",
    "text": "query BloodworkEntryPageQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    bloodworkEntry(id: $id) {\n      id\n      ...BloodworkEntryDetail_entry\n      ...BloodworkReview_entry\n    }\n  }\n}\n\nfragment BloodworkEntryDetail_entry on BloodworkEntry {\n  id\n  date\n  source\n  hasPdf\n  pdfFilename\n  pdfDownloadUrl\n  labValues {\n    marker\n    name\n    printedName\n    value\n    unit\n    qualifier\n    printedValue\n    printedUnit\n    refLow\n    refHigh\n    refSource\n    defaultRefLow\n    defaultRefHigh\n    flag\n    category\n  }\n}\n\nfragment BloodworkReview_entry on BloodworkEntry {\n  id\n  date\n  pdfFilename\n  labValues {\n    marker\n    printedName\n    value\n    unit\n    refLow\n    refHigh\n    refSource\n  }\n  unmatched {\n    printedName\n    value\n    unit\n    refLow\n    refHigh\n  }\n}\n"
  }
};
})();

(node as any).hash = "68cc1fca2a140ee101eeb959ecdeb5d1";

export default node;
