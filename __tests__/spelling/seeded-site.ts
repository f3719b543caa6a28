/**
 * A small site written for the spelling tests: about 1,500 words of technical prose, fresh, full of
 * product, tool and code names, with real misspellings seeded in every place a reader sees text
 * (front matter titles and descriptions, headings, paragraphs, lists, table cells, callouts, Steps,
 * Tabs, Accordions, Cards, Markdown and JSX alt text). Each misspelling is written `⟦wrong|right⟧`:
 * `seededSite()` takes the marks out and says where each one is.
 */

export interface Seed {
  file: string;
  line: number;
  column: number;
  wrong: string;
  right: string;
}

const DOCS_JSON = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Tessera',
  colors: { primary: '#0F766E' },
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Get started', pages: ['quickstart'] },
          { group: 'Operate', pages: ['guides/deploy', 'reference/webhooks'] },
        ],
      },
    ],
  },
};

const QUICKSTART = `---
title: "Quickstart: ⟦recieve|receive⟧ your first event"
description: "Install the Tessera CLI, connect a PostgreSQL database and send a signed webhook in ten minutes."
---

Tessera turns changes in your database into signed webhooks. This guide installs the CLI with npm,
pnpm or Homebrew, connects a PostgreSQL or MySQL database, and sends a test event to an endpoint
that you run locally with Express, FastAPI or a Cloudflare Worker.

<Note>
  You need Node.js 20 or later, Docker Desktop, and an account with ⟦administrater|administrator⟧ rights on the database.
</Note>

## Before you ⟦begining|beginning⟧

Make sure that the database accepts TLS connections from your machine. On Amazon RDS, open the
security group to your IP address; on Google Cloud SQL, add an authorized network. Tessera reads the
write-ahead log through logical replication, so the database role needs the \`REPLICATION\` attribute
and read access to every table that you want to publish.

<Steps>
  <Step title="Install the CLI">
    Run \`npm install --global @tessera/cli\`, or \`brew install tessera\` on macOS. The installer
    puts the \`tessera\` binary on your path and checks for a newer version once a day.
  </Step>
  <Step title="Sign in and pick a ⟦worksapce|workspace⟧">
    Run \`tessera login\`. A browser window opens for single sign-on with Okta, Auth0 or Google Workspace.
    When you belong to more than one workspace, the CLI asks ⟦wich|which⟧ one to use.
  </Step>
  <Step title="Connect the database">
    Run \`tessera sources add postgres\` and paste the connection string. The CLI tests the
    connection, creates a replication slot and reports the tables that it can read.
  </Step>
</Steps>

![Terminal output of the command that adds a source, listing three ⟦tabels|tables⟧ ready to publish](/images/sources-add.png)

## Send a test event

Start a local endpoint. Any framework works; these two examples ⟦recieve|receive⟧ the event and print its body.

<Tabs>
  <Tab title="Express">
    Create \`server.js\`, add a route for \`POST /hooks\`, and start it with \`node server.js\`.
    Express parses the JSON body for you when you add the \`express.json()\` middleware.
  </Tab>
  <Tab title="FastAPI">
    Create \`main.py\` with a \`@app.post("/hooks")\` handler and start it with uvicorn. FastAPI
    validates the body against a Pydantic model, so a ⟦malformd|malformed⟧ event gets a 422 response.
  </Tab>
</Tabs>

Then expose it with a tunnel such as ngrok or Cloudflare Tunnel, and register the public URL:

\`\`\`bash
tessera endpoints add https://example.ngrok.app/hooks --events order.created
\`\`\`

<img src="/images/first-event.png" alt="The event log with one ⟦successfull|successful⟧ delivery and its response time" />

Insert a row in the \`orders\` table. Within a second, your endpoint prints the event: its id, the
table, the operation and the new row as JSON. The dashboard shows the delivery, the response status
and how long your endpoint took to answer.

<Warning>
  Test events use real data from the database you connected. Do not connect a production database
  ⟦untill|until⟧ you have read how Tessera masks columns.
</Warning>

## Next steps

- Deploy the relay next to your database with Helm or Docker Compose.
- Verify webhook signatures before you trust a payload.
- Send events to Kafka, Amazon SQS or Google Pub/Sub instead of HTTP.
`;

const DEPLOY = `---
title: "Deploy the relay on ⟦Kubernets|Kubernetes⟧"
description: "Run the Tessera relay in your own ⟦enviroment|environment⟧ with Helm, Terraform or Docker Compose, and scale it with your write volume."
---

The relay is a small Go service that reads the replication stream and forwards events to
Tessera. Running it next to your database keeps the data inside your network until it is
encrypted, and it lowers latency for databases in regions far from ours.

## Choose where to run it

| Platform | Install with | Notes |
|---|---|---|
| Kubernetes | Helm chart \`tessera/relay\` | One replica per database; the chart adds a PodDisruptionBudget. |
| Amazon ECS | Terraform module | Uses AWS Secrets Manager for the ⟦credentails|credentials⟧. |
| Docker Compose | \`compose.yaml\` from the repository | Fine for staging; not highly ⟦availible|available⟧. |
| Nomad | Job file | Community maintained, tested with Consul and Vault. |

## Install with Helm

Add the chart repository, create a namespace, and install the release. The chart reads the
database password from a Kubernetes secret, so create the secret first with kubectl or with the
External Secrets Operator.

\`\`\`bash
helm repo add tessera https://charts.tessera.dev
helm install relay tessera/relay --namespace tessera --set source=orders-db
\`\`\`

The relay exposes Prometheus metrics on port 9090 and writes structured logs to standard output,
which Grafana Loki, Datadog and Elasticsearch all read ⟦withou|without⟧ extra configuration. Traces
follow the OpenTelemetry conventions, so Jaeger and Honeycomb show each event from the database
commit to the delivery.

<Accordion title="How many replicas ⟦shoud|should⟧ I run?">
  Run one active replica per database. A second replica waits on a lease in the Kubernetes API and
  takes over within ten seconds when the first one stops. More replicas do not add throughput: a
  replication slot has a single reader.
</Accordion>

<Accordion title="Can I run the relay on ARM?">
  Yes. The image is built for amd64 and arm64, and it runs on AWS Graviton and Apple silicon.
</Accordion>

## Configure it with Terraform

The Terraform provider manages sources, endpoints and relays as code. Keep the provider's API token
in your CI secrets, not in the repository, and run \`terraform plan\` in every pull request so that a
reviewer sees the change before it is ⟦applyed|applied⟧.

## Size the relay

The relay needs little memory: about 60 MB plus the size of the largest transaction it holds. Give it
one CPU for every five thousand events per second. When a transaction is larger than the memory limit,
the relay spills it to disk ⟦temporarely|temporarily⟧ and keeps the order of events.

<CardGroup cols={2}>
  <Card title="Monitor the relay" href="/reference/webhooks">
    Alert on replication lag, on ⟦failled|failed⟧ deliveries and on the age of the oldest event.
  </Card>
  <Card title="Rotate ⟦secrests|secrets⟧" href="/reference/webhooks">
    Rotate the signing secret and the database password without downtime.
  </Card>
</CardGroup>

![Grafana dashboard with the replication lag of three relays over a ⟦weeek|week⟧](/images/lag.png)

## Upgrade

Upgrades are rolling: Helm starts the new version, waits for it to take the lease, and stops the old
one. The relay keeps its position in the replication slot, so no event is lost or sent twice. Read
the changelog before a major version; ⟦occasionaly|occasionally⟧ a major version changes the default
of a setting.
`;

const WEBHOOKS = `---
title: "Webhooks"
description: "How Tessera signs, retries and orders webhook deliveries, and how to verify a ⟦signiture|signature⟧ in your endpoint."
---

Every event that matches an endpoint's filter is delivered as an HTTP POST with a JSON body. This
page describes the headers, the signature, retries and the order of deliveries, so that your
endpoint can process each event exactly once.

## Headers

| Header | What it holds |
|---|---|
| \`Tessera-Signature\` | The HMAC-SHA256 signature of the timestamp and the body. |
| \`Tessera-Event-Id\` | A unique id: use it to ⟦dedupliate|deduplicate⟧ deliveries. |
| \`Tessera-Timestamp\` | When the delivery was ⟦attemted|attempted⟧, in Unix seconds. |

## Verify the signature

Compute the HMAC of the timestamp, a period and the raw body with your endpoint's signing secret,
and compare it with the header in constant time. Reject a delivery whose timestamp is more than five
minutes old: this protects you from replayed requests. The official SDKs for TypeScript, Python,
Go and Ruby ⟦alredy|already⟧ do all of this in one call.

\`\`\`ts
import { verifyWebhook } from '@tessera/sdk';

const event = verifyWebhook(rawBody, request.headers, process.env.TESSERA_SIGNING_SECRET);
\`\`\`

Frameworks that parse the body before your handler runs, such as Express with \`express.json()\` or
Next.js route handlers, change the bytes that were signed. Read the raw body ⟦insted|instead⟧, or the
signature ⟦comparision|comparison⟧ fails.

## Retries

A delivery succeeds when your endpoint answers with a 2xx status within 15 seconds. Otherwise Tessera
retries it with exponential backoff: after 30 seconds, 2 minutes, 10 minutes, and then every hour for
three days. After the last attempt the event moves to the dead-letter queue, ⟦wehre|where⟧ you can
inspect it and send it again from the dashboard or with \`tessera events replay\`.

<Tip>
  Answer quickly and do the work in a background job with Sidekiq, Celery or BullMQ. A slow
  endpoint ⟦recieves|receives⟧ the same event twice when the first attempt times out.
</Tip>

## Ordering and idempotency

Events from one table row arrive in the order of their commits. Events from different rows may arrive
in any order, because Tessera delivers them in parallel. Make your handler idempotent: store the
event id in Redis or in a database table with a unique constraint, and skip an event you have
already processed. An upsert keyed by the event id is the ⟦simplist|simplest⟧ way to do it in
PostgreSQL, MySQL and DynamoDB.

<Frame caption="The ⟦delivary|delivery⟧ timeline of one event, with two retries">
  ![Timeline with three attempts and their status codes](/images/timeline.png)
</Frame>

## Limits

- A delivery body is at most 256 KB. Larger rows are sent with a URL to fetch the full payload,
  which stays ⟦valide|valid⟧ for one hour.
- An endpoint receives at most 500 concurrent deliveries. Ask support to raise the limit for your
  workspace.
- Endpoints must use HTTPS with a certificate from a public ⟦authorithy|authority⟧; self-signed
  certificates are refused unless you upload your own CA bundle.

## Troubleshooting

When deliveries fail, the dashboard shows the response status, the first kilobyte of the response
body and the time your endpoint took. A status of 0 means that Tessera could not connect at all:
check the DNS record, the firewall and the certificate chain. For endpoints behind a private network,
run the relay in the same network and let it deliver locally instead.
`;

/** The pages, with their marks. */
const PAGES: Record<string, string> = {
  'quickstart.mdx': QUICKSTART,
  'guides/deploy.mdx': DEPLOY,
  'reference/webhooks.mdx': WEBHOOKS,
};

const MARK = /⟦([^|⟧]+)\|([^⟧]+)⟧/g;

/** The site's files (marks taken out) and each seeded misspelling's place. */
export function seededSite(): { files: Record<string, string | object>; seeds: Seed[]; words: number } {
  const files: Record<string, string | object> = { 'docs.json': DOCS_JSON };
  const seeds: Seed[] = [];
  let words = 0;
  for (const [file, marked] of Object.entries(PAGES)) {
    let text = '';
    let last = 0;
    for (const match of marked.matchAll(MARK)) {
      text += marked.slice(last, match.index);
      const before = text.split('\n');
      seeds.push({ file, line: before.length, column: before[before.length - 1].length + 1, wrong: match[1], right: match[2] });
      text += match[1];
      last = match.index! + match[0].length;
    }
    text += marked.slice(last);
    files[file] = text;
    // The prose's words: code blocks and inline code left out.
    words += text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  }
  return { files, seeds, words };
}
