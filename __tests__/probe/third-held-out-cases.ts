/**
 * The third held-out style probe: sentences from domains and in forms the earlier probes do not use
 * (mobile apps and touch gestures, hardware, finance, data pipelines, support, contracts; parentheses,
 * contractions, opening phrases, lists inside <Tab>, <Note>, <Accordion> and <Warning>, reported
 * futures and indirect questions, plural agents, third-person bullets that complete a lead-in).
 *
 * It has two parts. `THIRD_TUNING` may be read case by case while a rule is changed; `THIRD_UNTOUCHED`
 * is scored only as totals (`held-out.eval.ts` prints no case of it), so that its numbers say how far a
 * change generalises. Its first numbers were taken before any rule was changed for it.
 */
import { defect, lookAlike, type ProbeCase } from './probe-case.js';

const V = 'style-active-voice';
const T = 'style-present-tense';
const P = 'style-second-person';
const S = 'style-numbered-steps';

/** A page with a code block, as a walk-through has: the tutorial "we" lives there. */
const walk = (body: string): string => `${body}\n\n\`\`\`bash\nacme run\n\`\`\``;

export const THIRD_TUNING: ProbeCase[] = [
  // Active voice: defects.
  defect(V, 'The SIM card must be inserted before the phone is powered on.', 'must be inserted'),
  defect(V, 'Add the card to your wallet (the receipt should be kept for your records).', 'should be kept'),
  defect(V, "A paused payout isn't picked back up by the scheduler until Monday.", "isn't picked"),
  defect(V, 'Malformed rows are quietly dropped by the loader.', 'are quietly dropped'),
  defect(V, 'Refund requests are typically reviewed by our support team within two days.', 'are typically reviewed'),
  defect(V, '<Tabs>\n<Tab title="Android">\n\nThe camera permission must be granted in **Settings** first.\n\n</Tab>\n</Tabs>', 'must be granted'),
  defect(V, 'Once the headset is paired, the firmware needs to be flashed again.', 'needs to be flashed'),
  defect(V, 'The draft contracts were signed by both parties by the end of the day.', 'were signed'),
  defect(V, 'API keys must never be pasted into a support ticket.', 'must never be pasted'),
  defect(V, 'The nightly batch is being rerun by the on-call engineers.', 'is being rerun'),
  // Active voice: look-alikes.
  lookAlike(V, 'These indexes are typically used by database developers.'),
  lookAlike(V, 'Tap **Save**. The new contact should be visible at the top of the list.'),
  lookAlike(V, 'The order was placed by mistake, so cancel it from the app.'),
  lookAlike(V, 'Daily statements are delivered by the end of the day.'),
  lookAlike(V, 'The hinge is made of anodised aluminium.'),
  lookAlike(V, 'The sensor is rated for temperatures down to -20 °C.'),
  lookAlike(V, 'Transactions are bucketed by merchant category.'),
  lookAlike(V, 'Logs are retained for 30 days by default.'),
  lookAlike(V, 'Most loyalty apps are built by small agencies.'),

  // Present tense: defects.
  defect(T, 'Keep the app open (the cache will clear itself after an update).', 'will clear'),
  defect(T, 'Once you tap **Pay**, the card reader will beep twice.', 'will beep'),
  defect(T, '<Accordion title="Refunds">\n  The refund won\'t appear on your statement for a few days.\n</Accordion>', "won't appear"),
  defect(T, 'The loader will typically skip malformed rows.', 'will typically skip'),
  defect(T, 'If the battery drops below 5%, the phone is going to shut down.', 'is going to shut'),
  defect(T, 'Customers will see the new price on their next invoice.', 'will see'),
  defect(T, 'Your ticket will be answered by a person, not a bot.', 'will be answered'),
  defect(T, 'With the job queued, the worker will pick it up within a minute.', 'will pick'),
  // Present tense: look-alikes.
  lookAlike(T, 'Let the customer know that a technician will call them.'),
  lookAlike(T, 'Ask whether anyone will be home to sign for the delivery.'),
  lookAlike(T, 'Check with your bank whether the transfer will clear before the weekend.'),
  lookAlike(T, 'The confirmation screen says the refund will take five business days.'),
  lookAlike(T, 'Estimate how long the migration will take before you schedule it.'),
  lookAlike(T, 'Will the widget work offline? Yes, for up to a day.'),
  lookAlike(T, 'Tell your landlord the installer will need access to the fuse box.'),

  // Second person: defects.
  defect(P, walk("We'd then run the migration against staging."), "We'd then run"),
  defect(P, walk('We also need to set the API key before the first request.'), 'We also need'),
  defect(P, walk('Add the header to the request (we pass the token as a bearer value).'), 'we pass'),
  defect(P, '<Steps>\n  <Step title="Seed the data">\n    We insert three sample rows into the table.\n  </Step>\n</Steps>', 'We insert'),
  defect(P, walk('With the bucket created, we upload the first file.'), 'we upload'),
  defect(P, walk("After that we'll pair the headset with the phone."), "we'll pair"),
  defect(P, walk('Before deploying, we should double-check the environment variables.'), 'we should double-check'),
  // Second person: look-alikes.
  lookAlike(P, "We'd love to hear your feedback on the beta."),
  lookAlike(P, 'We also offer phone support on weekdays.'),
  lookAlike(P, walk('Upload the statement (we store receipts for seven years, as the law requires).')),
  lookAlike(P, 'With your consent, we share crash reports with the device maker.'),
  lookAlike(P, 'We recommend a battery backup for the base station.'),
  lookAlike(P, "If the card is declined, we'll email you a new payment link."),
  lookAlike(P, "We're hiring firmware engineers in Berlin."),

  // Numbered steps: defects.
  defect(S, '- Tap **Settings**.\n- Tap **Bluetooth**.\n- Long-press the headset name.\n- Tap **Forget This Device**.', '- Tap **Settings**'),
  defect(S, '<Tabs>\n<Tab title="Android">\n\n- Open the app drawer.\n- Swipe up on **Acme**.\n- Drag it to **Uninstall**.\n\n</Tab>\n</Tabs>', '- Open the app drawer'),
  defect(S, '<Note>\n\nTo reset the router:\n\n- Unplug the power cable.\n- Hold the reset button for ten seconds.\n- Plug the cable back in.\n\n</Note>', '- Unplug'),
  defect(S, '- Swipe down from the top of the screen.\n- Tap the Wi-Fi icon.\n- Choose your network.', '- Swipe down'),
  defect(S, '- Double-tap the photo.\n- Pinch to crop it.\n- Tap **Done**.', '- Double-tap'),
  defect(S, 'Reconcile the ledger:\n\n* Export the bank feed.\n* Match each line to an invoice.\n* Flag whatever is left.', '* Export'),
  // Numbered steps: look-alikes.
  lookAlike(S, 'The `retry()` helper:\n\n- Calls the function once.\n- Waits for the backoff delay.\n- Gives up after five tries.'),
  lookAlike(S, 'Remember:\n\n- Back up your wallet seed.\n- Lock the phone when you step away.\n- Update the app regularly.'),
  lookAlike(S, 'Each entry in the log:\n\n- Records who made the change.\n- Shows the old and new values.\n- Links to the related ticket.'),
  lookAlike(S, 'Good habits for your account:\n\n- Rotate your password every quarter.\n- Review connected apps monthly.\n- Turn on two-factor authentication.'),
  lookAlike(S, '<Note>\n\nThe sync job:\n\n- Reads new rows from Postgres.\n- Writes them to the warehouse.\n- Sends a summary to Slack.\n\n</Note>'),
  lookAlike(S, '- Tap a photo to select it.\n- Double-tap a photo to like it.\n- Long-press a photo to see more options.'),
  // Added to both parts before the first score.
  defect(V, 'Failed payments can be retried more efficiently by the billing service.', 'can be retried'),
  lookAlike(V, 'The ledger is closed by the fifth business day of the month.'),
  lookAlike(T, 'The app asks whether you will travel abroad this month.'),
  defect(P, walk("We'll also want to tap **Trust** on the device."), "We'll also want"),
  defect(S, '<Accordion title="Pair a watch">\n\n- Hold the crown until the logo appears.\n- Tap **Pair** on the phone.\n- Enter the six-digit code.\n\n</Accordion>', '- Hold'),
  lookAlike(S, 'This function:\n\n- Validates the payload.\n- Calls the upstream API.\n- Returns the parsed response.'),
];

export const THIRD_UNTOUCHED: ProbeCase[] = [
  // Active voice: defects.
  defect(V, "<Note>Card details shouldn't be stored on the device.</Note>", "shouldn't be stored"),
  defect(V, 'Each ticket is triaged by a support agent within an hour.', 'is triaged'),
  defect(V, "If you're on iOS, the app has to be reinstalled.", 'has to be reinstalled'),
  defect(V, 'The parquet files were compacted by the nightly Spark job.', 'were compacted'),
  defect(V, 'Before shipping the unit, the battery must be disconnected.', 'must be disconnected'),
  defect(V, 'Disputed charges are usually reversed by the issuing bank.', 'are usually reversed'),
  defect(V, 'The schema should also be versioned alongside the code.', 'should also be versioned'),
  defect(V, "The duplicate events aren't filtered out by the collector.", "aren't filtered"),
  // Active voice: look-alikes.
  lookAlike(V, 'Pipelines are often maintained by data engineers rather than analysts.'),
  lookAlike(V, 'Swipe left on the message. It should be archived right away.'),
  lookAlike(V, 'The firmware is signed with our release key.'),
  lookAlike(V, 'Invoices are numbered by year and sequence.'),
  lookAlike(V, 'Results are cached per region for an hour.'),
  lookAlike(V, 'Tell the courier the parcel was left by the door.'),
  lookAlike(V, 'Wallet apps like this are mostly used by commuters.'),

  // Present tense: defects.
  defect(T, '<Note>Older Android versions won\'t show the widget.</Note>', "won't show"),
  defect(T, 'Your card will be charged on the first day of each billing period.', 'will be charged'),
  defect(T, 'After you swipe down, the inbox will refresh.', 'will refresh'),
  defect(T, 'Pressing the reset button will restore the factory settings.', 'will restore'),
  defect(T, 'The export will contain one row per transaction.', 'will contain'),
  defect(T, 'Everything you upload will stay private to your workspace.', 'will stay'),
  defect(T, 'The thermostat (once paired) will report the room temperature every minute.', 'will report'),
  // Present tense: look-alikes.
  lookAlike(T, 'Confirm with the recipient that they will be available at the time of delivery.'),
  lookAlike(T, "The courier's note says someone will collect the package."),
  lookAlike(T, 'Find out who will approve the expense before you submit it.'),
  lookAlike(T, 'Let your team know when the maintenance window will start.'),
  lookAlike(T, 'Nobody can say whether the vendor will renew the contract.'),
  lookAlike(T, 'Ask the buyer if they will accept a partial refund.'),

  // Second person: defects.
  defect(P, walk("We'll likely need to restart the pod after this."), "We'll likely need"),
  defect(P, '<Tabs>\n<Tab title="iOS">\n\nWe tap **Allow** when the prompt appears, then we open the camera.\n\n</Tab>\n</Tabs>', 'We tap'),
  defect(P, walk('To finish, we just need to commit the lockfile.'), 'we just need'),
  defect(P, walk('With the keys in place, we sign the first transaction.'), 'we sign'),
  defect(P, walk("In the handler we'd then return a 202."), "we'd then return"),
  defect(P, walk('Now we swipe up to open the control center.'), 'we swipe'),
  defect(P, walk('Write the config file (we also set a timeout of 30 seconds).'), 'we also set'),
  // Second person: look-alikes.
  lookAlike(P, "We'd be happy to walk through your setup on a call."),
  lookAlike(P, 'We process payouts every Friday.'),
  lookAlike(P, 'Your data stays yours (we never sell it).'),
  lookAlike(P, 'After review, we notify the account owner by email.'),
  lookAlike(P, 'We typically respond within one business day.'),
  lookAlike(P, "Tell us what went wrong and we'll look into it."),

  // Numbered steps: defects.
  defect(S, '<Tabs>\n<Tab title="Mac">\n\n- Download the installer.\n- Drag the app to **Applications**.\n- Open it from Launchpad.\n\n</Tab>\n</Tabs>', '- Download'),
  defect(S, '<Warning>\n\n- Power off the drive.\n- Remove the four screws on the back.\n- Slide the cover off.\n\n</Warning>', '- Power off'),
  defect(S, '- Long-press the app icon.\n- Tap **Edit Home Screen**.\n- Drag the icon to the dock.', '- Long-press'),
  defect(S, '<Accordion title="Rotate the signing key">\n\nPause all deploys first.\n\n- Generate a new key in **Keys**.\n- Copy it into the `SIGNING_KEY` secret.\n- Redeploy the service.\n\n</Accordion>', '- Generate'),
  defect(S, '- Swipe left on the transaction.\n- Tap **Split**.\n- Enter each person\'s share.', '- Swipe left'),
  defect(S, '<Note>\n\n- Sign in to the portal.\n- Go to **Billing**.\n- Download the latest invoice.\n\n</Note>', '- Sign in'),
  // Numbered steps: look-alikes.
  lookAlike(S, 'Each webhook delivery:\n\n- Retries up to three times.\n- Expires after a day.\n- Logs its status code.'),
  lookAlike(S, 'Keep in mind:\n\n- Charge the device overnight.\n- Keep it away from water.\n- Clean the sensor weekly.'),
  lookAlike(S, 'The mobile app lets you:\n\n- Scan receipts.\n- Approve expenses.\n- Track mileage.'),
  lookAlike(S, '<Tabs>\n<Tab title="Good practice">\n\n- Review access logs regularly.\n- Revoke unused tokens.\n- Keep dependencies up to date.\n\n</Tab>\n</Tabs>'),
  lookAlike(S, 'The `sync` command:\n\n- Fetches the remote state.\n- Compares it to the local copy.\n- Prints a diff.'),
  lookAlike(S, 'Every morning, the on-call engineer:\n\n- Checks the overnight alerts.\n- Reviews the failed jobs.\n- Posts a summary in the channel.'),
  // Added to both parts before the first score.
  defect(V, 'Chargebacks are generally handled by the card networks.', 'are generally handled'),
  lookAlike(T, 'Ask the driver when they will arrive.'),
  defect(P, walk('Then we also have to register the webhook.'), 'we also have'),
  lookAlike(P, '(We may update this policy from time to time.)'),
  defect(S, '- Tap **Scan**.\n- Point the camera at the receipt.\n- Swipe up to confirm the total.', '- Tap **Scan**'),
  lookAlike(S, 'To stay safe, remember to:\n\n- Lock your screen.\n- Use a strong passcode.\n- Update the app regularly.'),
];
