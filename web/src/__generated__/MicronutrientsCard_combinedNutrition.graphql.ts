/**
 * @generated SignedSource<<245ff77778096166a04f9a1fe128649e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MicronutrientsCard_combinedNutrition$data = {
  readonly food: {
    readonly nutrients: ReadonlyArray<{
      readonly amount: number;
      readonly key: string;
      readonly label: string;
      readonly unit: string;
    }>;
  };
  readonly supplements: {
    readonly nutrients: ReadonlyArray<{
      readonly amount: number;
      readonly key: string;
    }>;
  };
  readonly " $fragmentType": "MicronutrientsCard_combinedNutrition";
};
export type MicronutrientsCard_combinedNutrition$key = {
  readonly " $data"?: MicronutrientsCard_combinedNutrition$data;
  readonly " $fragmentSpreads": FragmentRefs<"MicronutrientsCard_combinedNutrition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MicronutrientsCard_combinedNutrition",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionFacts",
      "kind": "LinkedField",
      "name": "food",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NutrientAmount",
          "kind": "LinkedField",
          "name": "nutrients",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NutritionFacts",
      "kind": "LinkedField",
      "name": "supplements",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NutrientAmount",
          "kind": "LinkedField",
          "name": "nutrients",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CombinedNutrition",
  "abstractKey": null
};
})();

(node as any).hash = "63d99bc1796d73974fd5b090d209d2c0";

export default node;
