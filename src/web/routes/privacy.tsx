/**
 * /legal/privacy: what Listcraft stores and why (issue 15 item 7). A clear default the operator
 * reviews before launch; the terms and refund pages are issue 16's.
 */
export function PrivacyPage() {
  return (
    <article className="mx-auto grid max-w-3xl gap-4 text-sm leading-relaxed [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-5">
      <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3">
        Default text, marked for review: the operator of this Listcraft installation should check it against how they run the service.
      </p>
      <h2>What we keep to run the service</h2>
      <ul>
        <li>Your account: e-mail address, name, password (as a one-way hash) or Google sign-in, and your settings.</li>
        <li>What you create: product descriptions, screenshots and other images you upload, the listings written from them and their versions.</li>
        <li>Your plan and payments. Paddle is our merchant of record: it takes the payment and keeps your card details; we keep the subscription and transaction records it sends us.</li>
        <li>Security records: sign-in sessions with IP address and browser, and rate-limit counters.</li>
      </ul>
      <h2>Product analytics</h2>
      <p>
        We record a few events in our own database to see how the service is used: sign-up, sign-in, creating a product, a listing finishing, viewing
        pricing, starting checkout, purchases, trials and cancellations. They carry no advertising identifiers, and purchases, trials and cancellations
        come from Paddle's verified notifications.
      </p>
      <h2>Marketing measurement, only with your consent</h2>
      <p>
        If you accept marketing measurement, we keep where your visit came from for 30 days: campaign parameters (utm_source, utm_medium,
        utm_campaign, utm_term, utm_content), ad click ids (gclid, fbclid, msclkid), the referring site, the first page you opened and your
        browser's user agent, and we link them to your account when you sign in. If the operator has configured Google Analytics, Plausible or
        Umami, the same events are also sent there, and only then.
      </p>
      <p>
        If you decline, or your browser sends Global Privacy Control or Do Not Track, none of this is kept and nothing is sent to a third party; we
        only count visits per source and day. You can change your choice at any time in Settings → Privacy.
      </p>
      <h2>Deleting your data</h2>
      <p>
        Deleting your account (Settings) deletes your account, products, images, attribution and analytics events. Payment records Paddle requires
        are kept without your name or e-mail.
      </p>
    </article>
  );
}
