/**
 * @generated SignedSource<<dc0677bb4bdbdbec9ced2a66174a52a8>>
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
        },
        {
          "kind": "Literal",
          "name": "status",
          "value": "confirmed"
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
      "storageKey": "bloodworkEntries(first:50,status:\"confirmed\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "0b348048cbd3e2208eebea24419063df";

export default node;
