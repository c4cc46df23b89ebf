/**
 * @generated SignedSource<<10093e910ec657cf778fec343eb9e2ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyzeMealPhotoInput = {
  clientDate: string;
  message?: string | null | undefined;
  photo: any;
};
export type useAnalyzeMealPhotoMutation$variables = {
  input: AnalyzeMealPhotoInput;
};
export type useAnalyzeMealPhotoMutation$data = {
  readonly analyzeMealPhoto: {
    readonly items: ReadonlyArray<{
      readonly confidence: number;
      readonly foodId: string;
      readonly grams: number;
      readonly name: string;
      readonly nutrition: {
        readonly calories: number;
      };
    }>;
    readonly viewer: {
      readonly user: {
        readonly " $fragmentSpreads": FragmentRefs<"AssistantUsageMeter_user">;
      };
    };
  };
};
export type useAnalyzeMealPhotoMutation = {
  response: useAnalyzeMealPhotoMutation$data;
  variables: useAnalyzeMealPhotoMutation$variables;
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
  "concreteType": "RecognisedMealItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foodId",
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
      "name": "grams",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confidence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionFacts",
      "kind": "LinkedField",
      "name": "nutrition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "calories",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAssistantMessages",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnalyzeMealPhotoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AnalyzeMealPhotoPayload",
        "kind": "LinkedField",
        "name": "analyzeMealPhoto",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AssistantUsageMeter_user"
                  }
                ],
                "storageKey": null
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
    "name": "useAnalyzeMealPhotoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AnalyzeMealPhotoPayload",
        "kind": "LinkedField",
        "name": "analyzeMealPhoto",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Usage",
                    "kind": "LinkedField",
                    "name": "usage",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageLimits",
                    "kind": "LinkedField",
                    "name": "usageLimits",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "320f94cef46efcd96225e08a2e1b0237",
    "id": null,
    "metadata": {},
    "name": "useAnalyzeMealPhotoMutation",
    "operationKind": "mutation",
    "text": "mutation useAnalyzeMealPhotoMutation(\n  $input: AnalyzeMealPhotoInput!\n) {\n  analyzeMealPhoto(input: $input) {\n    items {\n      foodId\n      name\n      grams\n      confidence\n      nutrition {\n        calories\n      }\n    }\n    viewer {\n      user {\n        ...AssistantUsageMeter_user\n        id\n      }\n      id\n    }\n  }\n}\n\nfragment AssistantUsageMeter_user on User {\n  tier\n  usage {\n    aiAssistantMessages\n  }\n  usageLimits {\n    aiAssistantMessages\n  }\n}\n"
  }
};
})();

(node as any).hash = "920e045073b05422df9b991124736ed6";

export default node;
