/**
 * @generated SignedSource<<b7c710f39ca7590dbcb51998bafa3482>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabValueEngine = "model" | "ocr" | "text" | "%future added value";
export type UpdateBloodworkInput = {
  date?: string | null | undefined;
  dismissUnmatched?: boolean | null | undefined;
  id: string;
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
export type useUpdateBloodworkMutation$variables = {
  input: UpdateBloodworkInput;
};
export type useUpdateBloodworkMutation$data = {
  readonly updateBloodwork: {
    readonly bloodworkEntry: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BloodworkEntryDetail_entry" | "BloodworkHistoryItem_entry" | "BloodworkReview_entry">;
    };
  };
};
export type useUpdateBloodworkMutation = {
  response: useUpdateBloodworkMutation$data;
  variables: useUpdateBloodworkMutation$variables;
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
  "name": "qualifier",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refLow",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refHigh",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "foundBy",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsReview",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BloodworkEntryPayload",
        "kind": "LinkedField",
        "name": "updateBloodwork",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkReview_entry"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkHistoryItem_entry"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BloodworkEntryDetail_entry"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBloodworkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BloodworkEntryPayload",
        "kind": "LinkedField",
        "name": "updateBloodwork",
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
              (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refSource",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
                    "name": "name",
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
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
                "name": "pdfDownloadUrl",
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
    "cacheID": "2e80403e28ef588f3dab2b7dd2bac25f",
    "id": null,
    "metadata": {},
    "name": "useUpdateBloodworkMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateBloodworkMutation(\n  $input: UpdateBloodworkInput!\n) {\n  updateBloodwork(input: $input) {\n    bloodworkEntry {\n      id\n      ...BloodworkReview_entry\n      ...BloodworkHistoryItem_entry\n      ...BloodworkEntryDetail_entry\n    }\n  }\n}\n\nfragment BloodworkEntryDetail_entry on BloodworkEntry {\n  id\n  date\n  source\n  hasPdf\n  pdfFilename\n  pdfDownloadUrl\n  labValues {\n    marker\n    name\n    printedName\n    value\n    unit\n    qualifier\n    printedValue\n    printedUnit\n    refLow\n    refHigh\n    refSource\n    defaultRefLow\n    defaultRefHigh\n    flag\n    category\n  }\n}\n\nfragment BloodworkHistoryItem_entry on BloodworkEntry {\n  id\n  date\n  status\n  isDateMissing\n  source\n  pdfFilename\n  labValues {\n    flag\n  }\n  unmatched {\n    printedName\n  }\n}\n\nfragment BloodworkReview_entry on BloodworkEntry {\n  id\n  date\n  status\n  isDateMissing\n  pdfFilename\n  labValues {\n    marker\n    printedName\n    value\n    qualifier\n    unit\n    refLow\n    refHigh\n    refSource\n    foundBy\n    needsReview\n  }\n  unmatched {\n    printedName\n    value\n    qualifier\n    unit\n    refLow\n    refHigh\n    foundBy\n    needsReview\n  }\n}\n"
  }
};
})();

(node as any).hash = "0604df29e010bf71258efe2fbf9c2d04";

export default node;
