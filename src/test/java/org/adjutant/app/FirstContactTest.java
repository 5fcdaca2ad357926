package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Message;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.config.MailboxConfig;
import org.adjutant.config.ServerConfig;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.turn.EffectiveOrders;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** What a new player meets in his first hour, over GreenMail with the real robot. */
class FirstContactTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    private void start() throws Exception {
        start(s -> s);
    }

    private void start(java.util.function.UnaryOperator<ServerConfig> server) throws Exception {
        MAIL.setUser("relay@elsewhere.test", "relay", "pw");
        h = new RobotHarness(MAIL, home, server);
        h.robot.cycle();
        h.robot.cycle();
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private List<QueuedBlock> queued() {
        return h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
    }

    private List<InboxEntry> inbox() {
        return h.robot.database().read(new InboxStore()::all);
    }

    private static String raw(String headers, String body) {
        return headers.strip().replace("\n", "\r\n") + "\r\n\r\n" + body.replace("\n", "\r\n");
    }

    // ---- item 2: no From header ----

    @Test
    @DisplayName("a mail without From is answered at its Sender, Reply-To or Return-Path, and its orders count")
    void noFromHeaderFallsBack() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        h.deliverRaw(raw("""
                Return-Path: <brown@players.test>
                To: adjutant@robot.test
                Subject: orders
                Message-ID: <no-from-1@players.test>
                """, "UNIT US7IN PASSWORD " + h.password("brown") + "\nPOSTURE ATTACK/DEFEND\n"));
        h.robot.cycle();
        assertThat(queued()).singleElement().satisfies(q -> assertThat(q.unitId()).isEqualTo("US7IN"));
        assertThat(h.subjects("brown")).containsExactly("[e2e] orders: 1 accepted, 0 rejected");
    }

    @Test
    @DisplayName("a mail with no address at all is still judged, its good orders queued, and marked with the reason")
    void noAddressAtAll() throws Exception {
        start();
        h.deliverRaw(raw("""
                To: adjutant@robot.test
                Subject: orders
                Message-ID: <no-from-2@players.test>
                """, "UNIT US7IN PASSWORD " + h.password("brown") + "\nPOSTURE ATTACK/DEFEND\n"));
        h.robot.cycle();
        assertThat(queued()).hasSize(1);
        InboxEntry row = inbox().stream().filter(e -> e.messageId().equals("<no-from-2@players.test>"))
                .findFirst().orElseThrow();
        assertThat(row.status()).isEqualTo(InboxStatus.PROCESSED);
        assertThat(row.statusDetail()).contains("1 accepted", "names no address", "answered at the registered");
        // Nobody to answer but the player the password proved: Brown, at his registered address.
        assertThat(h.subjects("brown")).contains("[e2e] orders: 1 accepted, 0 rejected");
    }

    // ---- item 3: the same mail twice ----

    @Test
    @DisplayName("GITM 6.10 a late second delivery of an older mail is not answered and does not replace newer orders")
    void gitm_6_10_redeliveryChangesNothing() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        String a = """
                From: Jacob Brown <brown@players.test>
                To: adjutant@robot.test
                Subject: orders
                Date: Mon, 4 May 1846 08:00:00 +0000
                Message-ID: <orders-a@players.test>
                """;
        String bodyA = "UNIT US7IN PASSWORD " + h.password("brown") + "\nLINE FIRST\n";
        h.deliverRaw(raw("Received: from relay-1 by mx; Mon, 4 May 1846 08:00:01 +0000\n" + a, bodyA));
        h.robot.cycle();
        h.mailRobot("brown@players.test", "orders", "UNIT US7IN PASSWORD " + h.password("brown") + "\nLINE REAR\n");
        h.robot.cycle();
        // A again, through another relay a while later: only the Received: line differs.
        h.deliverRaw(raw("Received: from relay-2 by mx; Mon, 4 May 1846 08:09:41 +0000\n" + a, bodyA));
        h.robot.cycle();

        assertThat(h.subjects("brown")).containsExactly("[e2e] orders: 1 accepted, 0 rejected",
                "[e2e] orders: 1 accepted, 0 rejected");
        assertThat(inbox()).filteredOn(e -> e.status() == InboxStatus.DUPLICATE).singleElement()
                .satisfies(e -> assertThat(e.statusDetail()).contains("delivered again"));
        QueuedBlock effective = EffectiveOrders.select(queued()).get("US7IN");
        assertThat(effective.orders()).contains("LINE REAR");
    }

    // ---- item 4: too large ----

    @Test
    @DisplayName("a mail over the size limit is answered with the limit, nothing read")
    void tooLargeIsAnswered() throws Exception {
        start(s -> new ServerConfig(s.source(), s.data(), s.address(), s.name(), withLimit(s.mailbox(), 50_000),
                s.smtp(), s.gamesDir(), s.timeout(), s.noticeWindow()));
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "orders with a photo", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nLINE REAR\n" + "x".repeat(80_000) + "\n");
        h.robot.cycle();
        MimeMessage reply = h.message("brown", s -> true);
        assertThat(reply.getSubject()).isEqualTo("[adjutant] mail too large (limit 0.1 MB)");
        assertThat(RobotHarness.body(reply)).contains("more than the 0.1 MB", "nothing was queued");
        assertThat(queued()).isEmpty();
    }

    @Test
    @DisplayName("a 20 MB mail, twice the default limit, gets a short answer naming the limit")
    void twentyMegabytesAnswered() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        MimeMessage m = new MimeMessage(MAIL.getSmtp().createSession());
        m.setFrom(new InternetAddress("brown@players.test"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(RobotHarness.ROBOT));
        m.setSubject("orders and the regiment's portrait");
        MimeBodyPart text = new MimeBodyPart();
        text.setText("UNIT US7IN PASSWORD " + h.password("brown") + "\nLINE REAR\n", "UTF-8");
        MimeBodyPart picture = new MimeBodyPart();
        byte[] bytes = new byte[15_000_000];   // base64 makes it 20 MB on the wire
        new java.util.Random(7).nextBytes(bytes);
        picture.setContent(bytes, "application/octet-stream");
        picture.setFileName("portrait.tif");
        m.setContent(new MimeMultipart(text, picture));
        m.saveChanges();
        com.icegreen.greenmail.util.GreenMailUtil.sendMimeMessage(m);
        h.robot.cycle();
        MimeMessage reply = h.message("brown", s -> true);
        assertThat(reply.getSubject()).isEqualTo("[adjutant] mail too large (limit 10.0 MB)");
        assertThat(RobotHarness.body(reply)).contains("Your mail was 20.", "more than the 10.0 MB");
        assertThat(queued()).isEmpty();
        assertThat(inbox()).filteredOn(e -> e.oversize() > 0).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(InboxStatus.FAILED));
    }

    private static MailboxConfig withLimit(MailboxConfig b, long limit) {
        return new MailboxConfig(b.protocol(), b.host(), b.port(), b.tls(), b.user(), b.password(), b.folder(),
                b.afterStore(), b.pollInterval(), b.processedFolder(), b.flagKeyword(), limit, b.selfCopyFolders(),
                b.retention(), b.retentionFolder());
    }

    // ---- item 5: sign-offs and attachments ----

    @Test
    @DisplayName("a sign-off after a blank line ends the block, a phone's line is dropped, and the reply says so")
    void signOffsAreNotOrders() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "orders", "Dear Adjutant,\n\nUNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\nLINE SECOND\n\nRegards,\nJacob\n\nSent from my iPhone\n");
        h.mailRobot("taylor@players.test", "orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nLINE SECOND\nThanks,\n\nGet Outlook for iOS\n");
        h.robot.cycle();
        MimeMessage brown = h.message("brown", s -> s.contains("orders"));
        assertThat(brown.getSubject()).isEqualTo("[e2e] orders: 1 accepted, 0 rejected");
        assertThat(RobotHarness.body(brown)).contains("read up to line 5; the rest was taken as a signature");
        // "Thanks," follows an order without a blank line: it is read as an order, and refused as one.
        MimeMessage taylor = h.message("taylor", s -> s.contains("orders"));
        assertThat(RobotHarness.body(taylor)).contains("'Thanks' is not an order");
    }

    @Test
    @DisplayName("an HTML-only mail's sign-off paragraph is taken for a signature too")
    void htmlSignOff() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        MimeMessage m = new MimeMessage(MAIL.getSmtp().createSession());
        m.setFrom(new InternetAddress("brown@players.test"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(RobotHarness.ROBOT));
        m.setSubject("orders");
        m.setContent("<html><body><p>UNIT US7IN PASSWORD " + h.password("brown") + "<br>POSTURE ATTACK/DEFEND</p>"
                + "<p>Kind regards,<br>Jacob Brown</p></body></html>", "text/html; charset=UTF-8");
        m.saveChanges();
        com.icegreen.greenmail.util.GreenMailUtil.sendMimeMessage(m);
        h.robot.cycle();
        MimeMessage reply = h.message("brown", s -> s.contains("orders"));
        assertThat(reply.getSubject()).isEqualTo("[e2e] orders: 1 accepted, 0 rejected");
        assertThat(RobotHarness.body(reply)).contains("the rest was taken as a signature");
    }

    @Test
    @DisplayName("a mistyped last order after a blank line is reported, not taken for a signature")
    void mistypedLastOrderIsNotASignature() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n\nLNIE REAR\n");
        h.robot.cycle();
        MimeMessage brown = h.message("brown", s -> s.contains("orders"));
        assertThat(brown.getSubject()).isEqualTo("[e2e] orders: 0 accepted, 1 rejected");
        assertThat(RobotHarness.body(brown)).contains("did you mean LINE?");
    }

    @Test
    @DisplayName("orders in an attached text file are read when the body holds none")
    void ordersInAnAttachedFile() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        MimeMessage m = new MimeMessage(MAIL.getSmtp().createSession());
        m.setFrom(new InternetAddress("brown@players.test"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(RobotHarness.ROBOT));
        m.setSubject("turn file");
        MimeBodyPart text = new MimeBodyPart();
        text.setText("My orders are attached.\n", "UTF-8");
        MimeBodyPart file = new MimeBodyPart();
        file.setText("UNIT US7IN PASSWORD " + h.password("brown") + "\nLINE REAR\n", "UTF-8");
        file.setFileName("orders.txt");
        file.setDisposition(MimeBodyPart.ATTACHMENT);
        m.setContent(new MimeMultipart(text, file));
        m.saveChanges();
        com.icegreen.greenmail.util.GreenMailUtil.sendMimeMessage(m);
        h.robot.cycle();
        MimeMessage reply = h.message("brown", s -> s.contains("orders"));
        assertThat(reply.getSubject()).isEqualTo("[e2e] orders: 1 accepted, 0 rejected");
        assertThat(RobotHarness.body(reply)).contains("read from the attached file orders.txt");
        assertThat(queued()).singleElement().satisfies(q -> assertThat(q.orders()).contains("LINE REAR"));
    }

    // ---- item 6: replies and reports a player can answer ----

    @Test
    @DisplayName("the welcome states the next deadline and the first turn, carries the guide, and its example works")
    void welcomeIsSelfContained() throws Exception {
        start();
        String welcome = RobotHarness.body(h.message("brown", s -> s.contains("welcome")));
        assertThat(welcome).contains("Next deadline: ", " UTC.", "A SHORT GUIDE TO ORDERS", "PATH <square>",
                "TIME ZONE", "[e2e]", "the player's page of the robot's documentation, players.md",
                "PLAYER brown PASSWORD <your password>").doesNotContain("docs/orders.md");
        // The example block of the welcome, sent back as it stands (with CHECK), is accepted.
        Matcher example = Pattern.compile("(?s)For example, for (\\S+):\\r?\\n\\r?\\n(.*?)\\r?\\n\\r?\\n").matcher(welcome);
        assertThat(example.find()).as(welcome).isTrue();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "[e2e] check", "CHECK\n" + example.group(2) + "\n");
        h.robot.cycle();
        MimeMessage reply = h.message("brown", s -> s.contains("check"));
        assertThat(reply.getSubject()).isEqualTo("[e2e] check: 1 accepted, 0 rejected");
        String text = RobotHarness.body(reply);
        assertThat(text).contains("CHECK ONLY", "WOULD BE ACCEPTED  US7IN")
                .doesNotContain("Orders accepted above replace");
        assertThat(queued()).isEmpty();
    }

    @Test
    @DisplayName("acknowledgements and reports carry the game tag and the next deadline, in the player's zone too")
    void repliesAndReportsStateTheDeadline() throws Exception {
        start();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "orders", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nTIME ZONE Asia/Tokyo\n");
        h.robot.cycle();
        String ack = RobotHarness.body(h.message("brown", s -> s.equals("[e2e] answer to TIME ZONE")));
        assertThat(ack).contains("TIME ZONE Asia/Tokyo", "Next deadline: ", " UTC.",
                "JST (Asia/Tokyo) in your time zone.",
                "keep [e2e] in the subject");

        Instant deadline = RobotHarness.deadlineJustPassed();
        h.robot.runTurn("e2e", deadline);
        assertThat(h.subjects("brown")).contains("[e2e] campaign 1, turn 1: events",
                "[e2e] campaign 1, turn 1: positions");
        for (String subject : List.of("[e2e] campaign 1, turn 1: events", "[e2e] campaign 1, turn 1: positions")) {
            MimeMessage report = h.message("brown", subject::equals);
            String text = RobotHarness.body(report);
            assertThat(text).as(subject).contains("Next deadline: ", "JST (Asia/Tokyo) in your time zone.",
                    "keep [e2e] in the subject");
        }
        assertThat(RobotHarness.body(h.message("taylor", "[e2e] campaign 1, turn 1: events"::equals)))
                .contains("Next deadline: ").doesNotContain("your time zone");
    }
}
