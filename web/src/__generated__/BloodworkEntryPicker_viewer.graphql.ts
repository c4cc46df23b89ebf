/**
 * @generated SignedSource<<ccd1753ebd043cc7f0748f79b02ccd8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BloodworkEntryPicker_viewer$data = {
  readonly bloodworkEntries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly date: string;
        readonly id: string;
        readonly labValues: ReadonlyArray<{
          readonly flag: string | null | undefined;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "BloodworkEntryPicker_viewer";
};
export type BloodworkEntryPicker_viewer$key = {
  readonly " $data"?: BloodworkEntryPicker_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BloodworkEntryPicker_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BloodworkEntryPicker_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "BloodworkEntryConnection",
      "kind": "LinkedField",
      "name": "bloodworkEntries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BloodworkEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "BloodworkEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "bloodworkEntries(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "46bbf73eef76cf54846d9b9134b82dc7";

export default node;
