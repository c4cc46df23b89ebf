/**
 * @generated SignedSource<<99ac5b4c0bded3afa12ddfb0306d42c9>>
 * @relayHash 2c40d5f063efa18b9b3e34ad65524c20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a460e127d1dcd1a24c83221d398560f062887164358a48c8c89c87152d022e4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssistantRole = "assistant" | "user" | "%future added value";
export type Tier = "free" | "pro" | "%future added value";
export type AssistantChatQuery$variables = Record<PropertyKey, never>;
export type AssistantChatQuery$data = {
  readonly aiModels: ReadonlyArray<{
    readonly available: boolean;
    readonly id: string;
    readonly vision: boolean;
  }>;
  readonly viewer: {
    readonly assistantConversation: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly content: string;
          readonly id: string;
          readonly role: AssistantRole;
        };
      }>;
    };
    readonly user: {
      readonly preferredAIModel: string;
      readonly tier: Tier;
      readonly " $fragmentSpreads": FragmentRefs<"AssistantUsageMeter_user">;
    };
  } | null | undefined;
};
export type AssistantChatQuery = {
  response: AssistantChatQuery$data;
  variables: AssistantChatQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tier",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "preferredAIModel",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 30
    }
  ],
  "concreteType": "AssistantMessageConnection",
  "kind": "LinkedField",
  "name": "assistantConversation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssistantMessageEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AssistantMessage",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "content",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "assistantConversation(first:30)"
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "AIModel",
  "kind": "LinkedField",
  "name": "aiModels",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAssistantMessages",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssistantChatQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssistantUsageMeter_user"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssistantChatQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Usage",
                "kind": "LinkedField",
                "name": "usage",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "UsageLimits",
                "kind": "LinkedField",
                "name": "usageLimits",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "3a460e127d1dcd1a24c83221d398560f062887164358a48c8c89c87152d022e4",
    "metadata": {},
    "name": "AssistantChatQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "038f0957e78edff9adc7728ccd277503";

export default node;
