import type { DefaultDocuments } from '../../model/content-types';

/**
 * The built-in first version of the static documents in English, served while Firestore has none:
 * the typed documents the web app used to bundle, converted once to markdown. A faithful
 * translation of defaults-ja.ts, which prevails; headings carry the same `{#id}` anchors.
 */
export const en: DefaultDocuments = {
  faq: {
    title: 'Frequently asked questions',
    body: `Answers to the questions we are most often asked about using Campus Marketplace. If your question is not answered here, please contact us through the inquiry form linked in the footer.

## Getting started and signing in {#getting-started}

### Who can use Campus Marketplace?

Faculty, staff and students of the University who have an e-mail address in the campus domain. E-mail addresses that the Campus Sustainability Office has explicitly allowed can also be used.

### How do I sign in?

On the login page, either sign in with your Google account in the campus domain, or enter your campus e-mail address and open the link in the e-mail you receive. There is no password to register.

The first time you sign in, agree to the Terms of Use and register your profile: your name, occupation, affiliation and so on.

### I see "This e-mail address is not available".

E-mail addresses outside the University (such as a personal Gmail address) cannot be used. Sign in again with your campus e-mail address, or with the Google account of that address.

### Can I use the service without signing in?

You can browse and search the listed items without signing in. Contacting an owner, commenting, listing items and reserving devices require you to sign in. If you try to contact an owner without signing in, you are asked to sign in first.

### Can I switch the display language to English?

Choose "English" in the language switch at the top of the screen. Your choice is kept in a browser cookie for 365 days, so the service opens in the same language next time.

## Listing items {#listing}

### What can I list?

Things that are no longer needed, for example after a laboratory moves or clears out: furniture (desks, chairs, shelves and so on), books, consumables (stationery, laboratory consumables and so on) and laboratory or research equipment. Listed items are given away free of charge.

After signing in, create a listing with the "Exhibit" button at the top of the screen.

### Is there anything I cannot list?

The following cannot be listed. See Article 7 (Prohibited items) of the Terms of Use for details.

- Private items (things owned personally, not bought with University funds)
- PCs
- Cameras
- Leased or rented items (things the University does not own)
- Building fixtures (equipment fixed to a building, such as air conditioning, lighting and built-in furniture)
- Assets whose disposal is restricted (for example by the conditions of a subsidy)
- Partial bundles (listing only part of a set that is managed as one)

### What if I do not know the asset number?

Enter "unknown" in the asset number field. For items in the consumable asset category (items without an asset number), no asset number is needed.

### Can I list items bought with external funds?

Yes. Choose "Others" as the budget source and enter the 12-digit project code. Items bought with external funds are checked by the external-funds office as well as the asset-management office before they are published. Assets whose disposal is restricted, however, cannot be listed.

### Can I change a listing after submitting it?

Yes, from the listing management page. However, if you add items or change the asset information or the responsible administrative office, the listing becomes private again and needs a new approval.

While a listing has trades in progress, only some fields can be changed. An item that has a trade, or the last item remaining in a listing, cannot be removed.

## Approval of listings {#approval}

### Is my listing published as soon as I submit it?

No. A listing is published only after it has been approved by an approving officer. Until then, other users cannot see it.

### Who approves listings, and how?

First, the junk-inquiry officer of the asset-management office checks the listing. Listings that also need checking by the external-funds office, such as items bought with external funds, are passed on to the external-funds officer and are published once that officer approves them.

### What happens if my listing is not approved?

The listing is not published. Check the approval status on the listing management page, correct the listing and apply again. Prohibited items will not be approved even if the listing is corrected.

## Taking items: contact and pick-up {#receiving}

### I found an item I want. What should I do?

Contact the owner from the item page (you need to sign in). A chat opens in which you can arrange the pick-up time and other details with the owner. You cannot contact your own listings or those of the group you have selected.

### Does it cost anything?

Items are given away free of charge. Exchanging money between the owner and the taker is prohibited. The taker carries the item at their own responsibility and expense.

### How does the pick-up work?

It goes as follows.

1. Arrange the pick-up time in the chat.
2. The owner presses "Confirm pick-up reservation", which confirms the trade.
3. The taker collects the item at the given place within the pick-up period.
4. The owner presses "Handover complete" and enters the number of items handed over.
5. The owner and the taker evaluate each other, which completes the trade.

When you receive an item that is an asset of the University, the University’s procedures, such as the transfer of asset management, are also required.

### Can I cancel my request?

You can withdraw your request until the owner confirms the pick-up reservation. If your circumstances change after that, please talk to the owner in the chat.

## Groups (laboratories) {#groups}

### What is a group?

A group lets several members, such as those of a laboratory, use the service under one name. When you select a group under "My group" in the side menu, you list items, contact owners and reserve devices in the name of the group. Deselect it to act as an individual again.

### How do I join a group?

Use the link in the invitation e-mail from a group administrator, or an invitation code. You can create a new group with "Create group" in the side menu.

### What can group administrators do?

They can invite members by e-mail, remove members, and give or take away administrator rights.

## Device sharing, reservations and billing {#sharing}

### What is device sharing?

Laboratories and others register devices they own, and other laboratories, faculty, staff and students reserve and use them. Sharing expensive devices within the University reduces duplicate purchases of the same equipment.

### How do I reserve a device?

Choose a device from the device list and reserve it for the date and time you need. The first time, you need to agree to the Terms of Use. You can check your reservations under "Usage management" in the side menu.

### How are usage fees paid?

Usage fees are totalled for each month and billed monthly. They are paid by internal transfer from the budget of the 12-digit project code you specify. You can check your bills on the payments page under "Usage management".

### How do I lend my laboratory’s devices?

Register the devices from the "Lender dashboard" in the side menu and set their terms of use and fees. There you can see the reservations you have received and your earnings from usage fees.

## Account and notifications {#account}

### Where can I see my notifications?

Use the icons at the top of the screen for to-dos, notices and unread chats. Badges show the counts, with "99+" for 100 or more. Notifications as an owner and as a taker are on separate tabs.

### How do I mark a notice as confirmed?

A notice is confirmed when you delete it. Also, when you close the notifications panel, the notice that was shown first on each tab is confirmed.

### How do I change my profile?

On the account management page you can change your name, affiliation, whether you receive notification e-mails, and more.

### What happens when I withdraw?

You can withdraw from the account management page. After withdrawing you can no longer sign in, and your profile is deleted. The records of your past trades are kept for asset management, and the other parties see "This user has withdrawn". If you have trades in progress, please complete them before withdrawing.
`,
  },
  terms: {
    title: 'Terms of Use',
    body: `These Terms of Use (the "Terms") set out the conditions for using Campus Marketplace (the "Service"), operated by the Campus Sustainability Office of the University (the "Office"). Users use the Service after agreeing to these Terms. This English version is a translation; in case of any discrepancy, the Japanese version prevails.

## Article 1 (Purpose) {#purpose}

The purpose of the Service is to make effective use of resources, reduce waste and improve the environment for education and research, by reusing within the University items that are no longer needed there, and by sharing within the University devices owned by laboratories and others.

## Article 2 (Definitions) {#definitions}

In these Terms, the terms in the following items have the meanings given in those items.

1. User: a person who is eligible under Article 3 and has registered an account with the Service.
2. Group: a set of users registered with the Service as a unit of a laboratory or another organisation of the University.
3. Listing: posting an item that is no longer needed on the Service to be given away; the item posted is a "listed item", and the user or group that listed it is the "owner".
4. Taker: a user or group that has contacted an owner to request a listed item.
5. Approving officers: the junk-inquiry officer of the asset-management office (the "junk-inquiry officer") and the officer of the external-funds office (the "external-funds officer"), who review listings.
6. Device sharing: other users reserving and using devices that laboratories and others (the "lenders") have registered with the Service.

## Article 3 (Eligibility) {#eligibility}

Faculty, staff and students of the University who have an e-mail address in the campus domain issued by the University may use the Service.

**(2)** In addition to the persons in the preceding paragraph, persons with an e-mail address that the Office has explicitly allowed may use the Service.

**(3)** Users sign in with a Google account in the campus domain, or with a sign-in link sent to an e-mail address in the campus domain. No other e-mail address can be used to sign in.

**(4)** A group uses the Service through the users who are its members.

## Article 4 (Accounts and groups) {#accounts-and-groups}

When registering an account, users must register accurate information, including their name, occupation (faculty, student or staff), position, student number (students only) and affiliation, and must update it promptly when it changes.

**(2)** Users manage their own accounts at their own responsibility and must not let any third party use, borrow or take over their account.

**(3)** Users may create a group for a laboratory or similar unit, or join a group when invited. After selecting a group, its members may list items, send requests, make reservations and so on in the name of that group.

**(4)** Acts done in the name of a group are regarded as acts of that group. Group administrators must properly invite and remove members and set administrator rights, and manage the use of the group’s name.

**(5)** Users may withdraw by the prescribed procedure. The records of past trades of a withdrawn user are kept, with the user shown as "This user has withdrawn".

## Article 5 (Listing) {#listing}

Users may list, in accordance with these Terms, items that are no longer needed at the University, such as furniture, books, consumables and laboratory or research equipment.

**(2)** Owners must register accurate listing information, including the name, condition, quantity and photos of each item, the pick-up place and the pick-up period.

**(3)** Items bought with public funds (such as operating grants) or external funds (such as Grants-in-Aid for Scientific Research, commissioned research funds, joint research funds and donations) are assets of the University and not the personal property of the owner. When listing such items, owners must register accurate asset information, including the asset number, budget source, project code, acquisition date, acquisition price and asset category.

**(4)** If the asset number is not known, owners enter "unknown"; if the budget source is "Others", they enter the 12-digit project code.

**(5)** By listing items, owners are deemed to agree to the notice displayed on the screen of the Service.

## Article 6 (Approval of listings) {#approval}

A listing is published only after it has been approved by an approving officer. Until approved, listed items are not shown to other users.

**(2)** Listings are first reviewed by the junk-inquiry officer. Items bought with external funds, and other items that need checking by the external-funds office, are passed on by the junk-inquiry officer to the external-funds officer and are approved after that officer’s review.

**(3)** If an approving officer judges that a listing does not comply with these Terms or the regulations of the University, the officer may decline to approve it. In that case the owner may correct the listing and apply for approval again.

**(4)** If items are added to an approved listing, or its asset information or responsible administrative office is changed, the listing becomes private and must be approved again.

## Article 7 (Prohibited items) {#prohibited-items}

The items listed below may not be listed.

1. Private items (things owned personally, not bought with University funds)
2. PCs
3. Cameras
4. Leased or rented items (things the University does not own)
5. Building fixtures (equipment fixed to a building, such as air conditioning, lighting and built-in furniture)
6. Assets whose disposal is restricted (for example by the conditions of a subsidy)
7. Partial bundles (listing only part of a set that is managed as one)

**(2)** If an item falling under any of the preceding items is found to have been listed, the approving officers or the Office may decline to approve the listing or stop publishing it.

## Article 8 (Transfer and pick-up) {#transfer-and-pick-up}

Listed items are given away free of charge. Users must not give or receive money or any other consideration for the transfer of a listed item.

**(2)** Takers contact the owner through the request function of the Service and arrange the pick-up date and other details in the chat. The trade is concluded when the owner confirms the pick-up reservation; takers may withdraw their request only until then.

**(3)** Takers collect and carry listed items at the pick-up place specified by the owner, within the pick-up period, at their own responsibility and expense.

**(4)** When the handover of a listed item is complete, the owner marks the handover as complete on the Service and enters the number of items handed over. After the trade is complete, the owner and the taker evaluate each other.

**(5)** When a listed item is an asset of the University, the owner and the taker must carry out the transfer of asset management and any other procedure required by the regulations of the University.

## Article 9 (Device sharing) {#device-sharing}

Lenders may register devices for sharing with the Service and publish them with their terms of use, fees and other conditions.

**(2)** Users who wish to use a device must agree to these Terms, reserve the device through the Service and use it in accordance with the terms of use set by the lender.

**(3)** Users must use devices with the care of a prudent manager and return them by the return due date. The return due date may be changed by agreement between the lender and the user.

**(4)** If a device breaks down or is damaged, the user must report it to the lender immediately and follow the lender’s instructions.

## Article 10 (Fees and billing) {#fees-and-billing}

Usage fees for device sharing are set by the lender and shown on the Service.

**(2)** Usage fees are totalled for each month and billed monthly to the user (or, for reservations made in the name of a group, to that group).

**(3)** Usage fees are paid by internal transfer from the budget identified by the 12-digit project code that the user specifies.

**(4)** Users can check their reservations, usage and bills, and lenders their earnings from usage fees, on the Service. If a user has doubts about a bill, the user must promptly tell the lender.

## Article 11 (Prohibited conduct) {#prohibited-conduct}

When using the Service, users must not do any of the following.

1. Registering false information or impersonating another person
2. Letting a third party use their account
3. Listing prohibited items as defined in Article 7
4. Giving, receiving or demanding money or other consideration for the transfer of a listed item
5. Reselling listed items or using them for profit
6. Transferring or taking away assets of the University without the procedures required by these Terms or the regulations of the University
7. Defaming or harassing other users, or posting other inappropriate content, in comments or chats
8. Using personal information of other users learned through a trade for any purpose other than that trade
9. Accessing the Service without authorisation, placing an excessive load on it, or otherwise interfering with its operation
10. Acts that violate laws, the regulations of the University or public order and morals
11. Any other act that the Office judges inappropriate

## Article 12 (Suspension of use) {#suspension}

If the Office finds that a user has violated or may violate these Terms, it may, without prior notice, suspend all or part of that user’s use of the Service, make the user’s listings private, or delete the user’s account.

**(2)** If a user loses eligibility, for example by ceasing to be a member of the faculty, staff or students of the University, the Office may suspend the user’s account.

**(3)** The Office is not liable for any damage caused to users by measures taken under this Article.

## Article 13 (Disclaimer) {#disclaimer}

Listed items are given away as they are. The Office does not guarantee their quality, performance, safety or other condition. Takers check the condition of listed items before collecting them.

**(2)** Disputes between users over the transfer of listed items, device sharing or anything else related to the Service are to be resolved between the parties. The Office may, however, give advice towards a resolution when necessary.

**(3)** The Office may suspend or change all or part of the Service without prior notice for system maintenance, failures or other unavoidable reasons.

**(4)** The Office is not liable for any damage caused to users in connection with the use of the Service, except where caused by the Office’s intent or gross negligence.

## Article 14 (Changes to these Terms) {#changes}

The Office may change these Terms when it considers this necessary.

**(2)** When changing these Terms, the Office informs users by posting the changed Terms and their effective date on the Service.

**(3)** Users who use the Service on or after the effective date are deemed to have agreed to the changed Terms.

## Article 15 (Governing law and jurisdiction) {#governing-law}

These Terms are governed by and construed in accordance with the laws of Japan.

**(2)** Any dispute relating to the Service is subject to the exclusive jurisdiction of the district court with jurisdiction over the location of the University as the court of first instance.

## Article 16 (Contact) {#contact}

Inquiries about these Terms and the Service are to be made to the Office through the inquiry form linked in the footer of the Service.

## Supplementary provision {#supplementary}

These Terms take effect on November 20, 2026.
`,
  },
  privacy: {
    title: 'Privacy Policy',
    body: `The Campus Sustainability Office of the University (the "Office") handles the personal information of users of Campus Marketplace (the "Service") as described below, in accordance with the Act on the Protection of Personal Information and the University’s regulations on the protection of personal information.

## Information we collect {#information-collected}

To provide the Service, the Office collects the following information.

- Your name and your e-mail address in the campus domain
- Your occupation (faculty, student or staff), position, student number (students only), affiliation (faculty, graduate school, laboratory and so on), and campus and building
- Your display name and profile picture, if you sign in with a Google account
- The groups you belong to and your rights in them
- Listing information (descriptions and photos of items, asset information, pick-up places and so on)
- Comments, chat messages and evaluations of trades
- Your history of requests and trades, your favorites, and your notification e-mail setting
- Records of device reservations, usage and billing (including the project codes used for payment)
- Access logs (IP address, browser type, time of access, record of operations and so on)

## Purposes of use {#purposes}

The information collected is used for the following purposes.

- Identifying you, signing you in and checking your eligibility
- Providing listing, requests, chat, pick-up, evaluations and the other functions of the Service
- Reviewing listings for approval, and managing the assets and external funds of the University
- Managing device reservations, and totalling and billing usage fees
- Sending notifications and important announcements about the Service
- Preventing misuse, handling failures and keeping the Service secure
- Analysing usage to improve the Service (in a form that does not identify individuals)

## Sharing and disclosure {#sharing}

Within the University, the information collected is shared as follows.

- Listing information, comments and the names of the accounts that commented are public to everyone who views the Service.
- The other party of a trade sees your name, affiliation, contact details, pick-up place and so on, as far as the trade requires.
- Members of a group share the listings, trades, reservations and other activity done in the name of the group.
- The approving officers (the junk-inquiry officer of the asset-management office and the officer of the external-funds office) receive listing information, asset information and information about the owner in order to review listings.
- Device lenders and the accounting office of the University receive reservation, usage and billing records in order to bill usage fees and make internal transfers.

The Office does not provide personal information to third parties outside the University without your consent, except where required by law or otherwise permitted by the Act on the Protection of Personal Information.

## Where data is stored and services we use {#storage}

The Service runs on Google Firebase and Google Cloud, provided by Google LLC. Data is stored in the Google Cloud Tokyo region (asia-northeast1).

Sign-in (authentication) uses Firebase Authentication. If you sign in with a Google account, we receive your name, e-mail address and profile picture from Google.

The Office takes the measures necessary, through its agreements with the providers of these services and otherwise, to ensure that personal information is properly managed.

## Retention {#retention}

Personal information is kept for as long as your account exists.

If you withdraw, your profile is deleted, but the records of your past trades are kept as asset-management and accounting records of the University, and your name is shown as "This user has withdrawn".

Billing records are kept for the period set by the University’s accounting regulations, and access logs for as long as needed to keep the Service secure; they are deleted afterwards.

## Cookies and similar technologies {#cookies}

The Service stores information in your browser for the following purposes. It uses no cookies for advertising or tracking.

- Display language: stored in a cookie (named lang) that expires after 365 days.
- Keeping you signed in: the signed-in user’s information, the authentication token, the selected group and the page to show after signing in are stored in the browser’s local storage or similar. They are deleted when you sign out.

If you disable cookies or local storage in your browser settings, your language choice may not be kept and you may not be able to sign in.

## Security {#security}

The Office takes necessary and appropriate security measures, including access control and encrypted communication, to prevent leakage, loss or damage of personal information and unauthorised access to it.

## Your rights {#rights}

You can check and change the information you registered at any time on the account management page. You can also withdraw by the prescribed procedure.

Under the law and the regulations of the University, you may request disclosure, correction, addition, deletion or suspension of use of your personal information held by the Office. Please ask at the contact point below how to make a request.

## Changes to this policy {#changes}

The Office may revise this policy when laws change or the Service changes. Important changes are announced on the Service.

## Contact {#contact}

For inquiries about this policy or the handling of personal information, please contact the Campus Sustainability Office through the inquiry form linked in the footer of the Service.
`,
  },
  about: {
    title: 'About Campus Marketplace',
    body: `Campus Marketplace is a web service for the faculty, staff and students of the University to pass on items they no longer need to people who need them, and to share laboratory devices within the University.

## Reusing items {#reuse}

List furniture, books, consumables, laboratory equipment and other things that are no longer needed after a laboratory moves or clears out, and give them free of charge to laboratories, faculty, staff and students who need them.

Reuse goes as follows.

1. The owner lists the items with photos.
2. The asset-management office (and, when needed, the external-funds office) checks the listing, and approved listings are published.
3. Someone who wants an item signs in, contacts the owner and arranges the pick-up time in the chat.
4. The owner confirms the pick-up reservation, and the taker collects the item.
5. When the handover is complete, both evaluate each other and the trade is finished.

## Sharing devices {#share}

Laboratories register measuring instruments, experimental apparatus and other devices they own, and other laboratories reserve and use them. Usage fees are totalled monthly and billed to the budget of the project code given.

Sharing expensive devices within the University reduces duplicate purchases of the same equipment and makes the most of limited research funds.

## For the environment {#environment}

At a university, many items that could still be used are thrown away whenever laboratories move, buildings are renovated or the year ends. Campus Marketplace aims for a campus that values its resources, by using these things again within the University instead of disposing of them, and so reducing both waste and new purchases.

Every item passed on and every device shared cuts disposal costs and the burden on the environment.

## Using the service as a laboratory {#groups}

Create a group for your laboratory or team, and its members can list items, contact owners and reserve devices in the name of the group. Use it when you want to handle your laboratory’s equipment together.

## Who can use it {#who}

Faculty, staff and students of the University. Signing in requires an e-mail address in the campus domain (through its Google account or a sign-in link sent by e-mail). Anyone can browse and search the listed items without signing in.

## Who runs it {#operator}

Campus Marketplace is run by the Campus Sustainability Office. Listings are approved by the asset-management office and the external-funds office.

Please send your comments and questions through the inquiry form linked in the footer.

## Related pages {#related}

- [Frequently asked questions](/faq)
- [Terms of Use](/terms)
- [Privacy Policy](/privacy)
`,
  },
};
