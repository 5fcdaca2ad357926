package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.adjutant.mail.MailDecoder;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * No password rests in clear text: after a game played by mail over GreenMail with the real robot (orders in plain
 * text, in HTML, in an attached file, quoted in a reply, a change of password, a moderator's command, a list's copy
 * and a bounce of a welcome), every column of every table of the database, the sent-mail archive and the log hold no
 * player's password, old or new, in clear or in Base64. The mails stay readable, and a second delivery is still known.
 */
class PasswordsAtRestTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static String raw(String from, String subject, String headers, String body) {
        return "From: " + from + "\r\nTo: " + RobotHarness.ROBOT + "\r\nSubject: " + subject + "\r\nMessage-ID: <"
                + subject.hashCode() + "." + from.hashCode() + "@players.test>\r\nDate: Sat, 28 Nov 2026 10:00:00 "
                + "+0000\r\nMIME-Version: 1.0\r\n" + headers + "\r\n" + body;
    }

    private static String b64(String text) {
        return Base64.getMimeEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("after a game no table, column, archived mail or log line holds a player's password")
    void noPasswordRestsInClearText() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        String taylor = h.password("taylor");
        String brown = h.password("brown");
        String arista = h.password("arista");
        String marcy = h.password("marcy");
        String referee = h.password("");
        String marcyNew = "marcy-new-secret-1846";

        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + taylor
                + "\nPOSTURE ATTACK/DEFEND\n");
        String html = raw("brown@players.test", "[e2e] html orders", "Content-Type: text/html; charset=UTF-8\r\n"
                + "Content-Transfer-Encoding: base64\r\n", b64("<html><body><p>UNIT US7IN PASSWORD " + brown
                + "<br>POSTURE ATTACK/DEFEND</p></body></html>"));
        h.deliverRaw(html);
        h.deliverRaw(raw("arista@players.test", "[e2e] turn file", "Content-Type: multipart/mixed; boundary=\"B\"\r\n",
                "--B\r\nContent-Type: text/plain\r\n\r\nMy orders are attached.\r\n--B\r\nContent-Type: text/plain; "
                + "name=orders.txt\r\nContent-Disposition: attachment; filename=orders.txt\r\n"
                + "Content-Transfer-Encoding: base64\r\n\r\n" + b64("UNIT MX4IN PASSWORD " + arista
                + "\nPOSTURE ASSAULT/DEFEND\n") + "\r\n--B--\r\n"));
        h.mailRobot("marcy@players.test", "[e2e] password", "PLAYER marcy PASSWORD " + marcy + "\nNEW PASSWORD "
                + marcyNew + "\n");
        h.mailRobot("referee@players.test", "[e2e] status", "PLAYER referee PASSWORD " + referee + "\nSTATUS\n");
        h.robot.cycle();
        h.mailRobot("marcy@players.test", "[e2e] status", "PLAYER marcy PASSWORD " + marcyNew + "\nSTATUS\n");
        h.mailRobot("taylor@players.test", "Re: [e2e] orders: 1 accepted, 0 rejected", "UNIT US1AQ PASSWORD "
                + taylor + "\nLINE SECOND\n\nOn Sat, Taylor wrote:\n> UNIT US1AQ PASSWORD " + taylor
                + "\n> POSTURE ATTACK/DEFEND\n");
        h.deliverRaw(raw("list@lists.test", "[e2e] orders (list copy)", "List-Id: <players.lists.test>\r\n",
                "UNIT US1AQ PASSWORD " + taylor + "\r\nPOSTURE ATTACK/DEFEND\r\n"));
        h.deliverRaw(raw("MAILER-DAEMON@players.test", "Undelivered Mail Returned to Sender", "",
                "Your mail could not be delivered.\r\n\r\n> Welcome to End to end, Zachary Taylor.\r\n"
                + "> Your password is:   " + taylor + "\r\n"));
        h.robot.cycle();
        h.robot.runTurn("e2e", Instant.now().truncatedTo(ChronoUnit.SECONDS));
        // The same HTML mail delivered once more (a relay's retry): still known as handled, though its bytes changed.
        h.deliverRaw(html.replace("Subject:", "Received: from relay.test\r\nSubject:"));
        h.robot.cycle();

        Map<String, String> secrets = new LinkedHashMap<>();
        for (String role : List.of("taylor", "brown", "arista", "marcy", "")) {
            secrets.put(role.isEmpty() ? "referee" : role, h.password(role));
        }
        secrets.put("marcy's new password", marcyNew);
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, String> cell : everyCell().entrySet()) {
            String unbroken = cell.getValue().replaceAll("[\\r\\n]", "");
            for (Map.Entry<String, String> s : secrets.entrySet()) {
                for (String form : forms(s.getValue())) {
                    if (unbroken.contains(form)) {
                        found.add(s.getKey() + " in " + cell.getKey());
                    }
                }
            }
        }
        assertThat(found).as("passwords at rest").isEmpty();

        // The mails are kept, parsable, with their orders and a mask where the password was.
        List<InboxEntry> inbox = h.robot.database().read(new InboxStore()::all);
        MailDecoder decoder = new MailDecoder();
        assertThat(inbox).filteredOn(e -> e.subject().equals("[e2e] html orders")).allSatisfy(e ->
                assertThat(decoder.decode(e.raw()).text()).contains("UNIT US7IN PASSWORD ****", "POSTURE ATTACK/DEFEND"));
        assertThat(inbox).filteredOn(e -> e.subject().equals("[e2e] turn file")).singleElement()
                .satisfies(e -> assertThat(decoder.decode(e.raw()).attachments()).singleElement()
                        .satisfies(a -> assertThat(a.text()).contains("UNIT MX4IN PASSWORD ****")));
        assertThat(inbox).filteredOn(e -> e.subject().equals("[e2e] orders (list copy)")).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(InboxStatus.IGNORED));
        assertThat(inbox).filteredOn(e -> e.subject().equals("[e2e] html orders"))
                .extracting(InboxEntry::status).containsExactly(InboxStatus.PROCESSED, InboxStatus.DUPLICATE);
        assertThat(h.subjects("brown")).filteredOn(s -> s.contains("orders: 1 accepted")).hasSize(1);
    }

    /**
     * The password as written, and its Base64 at each of the three alignments it can have in an encoded stream: the
     * characters of the groups of three bytes that lie wholly inside it.
     */
    private static List<String> forms(String secret) {
        List<String> forms = new ArrayList<>(List.of(secret));
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        for (int shift = 0; shift < 3; shift++) {
            byte[] shifted = new byte[shift + bytes.length];
            System.arraycopy(bytes, 0, shifted, shift, bytes.length);
            String encoded = Base64.getEncoder().encodeToString(shifted);
            int first = (shift + 2) / 3;
            int last = (shift + bytes.length) / 3;
            if (last - first >= 2) {
                forms.add(encoded.substring(4 * first, 4 * last));
            }
        }
        return forms;
    }

    /** Every value of every column of every table, as text (bytes read as UTF-8), and every file the robot wrote. */
    private Map<String, String> everyCell() throws Exception {
        Map<String, String> cells = new LinkedHashMap<>();
        h.robot.database().read(c -> {
            List<String> tables = new ArrayList<>();
            try (ResultSet t = c.getMetaData().getTables(null, null, "%", null)) {
                while (t.next()) {
                    String schema = t.getString("TABLE_SCHEM");
                    String type = String.valueOf(t.getString("TABLE_TYPE"));
                    if (!"INFORMATION_SCHEMA".equalsIgnoreCase(schema) && type.contains("TABLE")
                            && !type.contains("SYSTEM")) {
                        tables.add("\"" + schema + "\".\"" + t.getString("TABLE_NAME") + "\"");
                    }
                }
            }
            assertThat(tables).anyMatch(n -> n.toLowerCase(java.util.Locale.ROOT).contains("inbox"));
            for (String table : tables) {
                try (var st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData md = rs.getMetaData();
                    int row = 0;
                    while (rs.next()) {
                        row++;
                        for (int i = 1; i <= md.getColumnCount(); i++) {
                            Object v = rs.getObject(i);
                            String text = v == null ? "" : v instanceof byte[] b ? new String(b,
                                    StandardCharsets.UTF_8) : v instanceof java.sql.Blob blob
                                    ? new String(blob.getBytes(1, (int) blob.length()), StandardCharsets.UTF_8)
                                    : v instanceof java.sql.Clob clob ? clob.getSubString(1, (int) clob.length())
                                    : v.toString();
                            cells.put(table + " row " + row + " " + md.getColumnName(i), text);
                        }
                    }
                }
            }
            return null;
        });
        for (Path dir : List.of(home.resolve("data/sent"), home.resolve("logs"))) {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        cells.put(home.relativize(f).toString(), new String(Files.readAllBytes(f),
                                StandardCharsets.UTF_8));
                    }
                }
            }
        }
        assertThat(cells.keySet()).anyMatch(k -> k.startsWith("data/sent"));
        return cells;
    }
}
