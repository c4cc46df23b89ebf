/**
 * @generated SignedSource<<213125282adf864ed1e6e1b07c3b7812>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiContentReportStatus = "dismissed" | "pending" | "resolved" | "reviewed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminReportCard_report$data = {
  readonly adminNotes: string | null | undefined;
  readonly content: string;
  readonly contentType: string;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly isContentHidden: boolean | null | undefined;
  readonly reasonLabel: string;
  readonly reportedContentId: string | null | undefined;
  readonly reporter: {
    readonly email: string;
    readonly internalID: string;
  };
  readonly status: AiContentReportStatus;
  readonly " $fragmentType": "AdminReportCard_report";
};
export type AdminReportCard_report$key = {
  readonly " $data"?: AdminReportCard_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportCard_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReportCard_report",
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
      "name": "reasonLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
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
      "name": "adminNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportedContentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isContentHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AiContentReport",
  "abstractKey": null
};

(node as any).hash = "60276efabf1642d146bb94320f1648de";

export default node;
