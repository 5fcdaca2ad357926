package org.adjutant.bench;

import com.icegreen.greenmail.user.GreenMailUser;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * The order mails of one benchmark run, written once and delivered straight into the robot's GreenMail INBOX as
 * often as a measurement needs a fresh mailbox. Each mail is a general's orders for five units, in the forms players
 * use: plain text, or text plus HTML from a web mailer; a greeting and a signature; sometimes a reply quoting the
 * robot's previous answer. One mail in ten is a general writing as deputy of the neighbouring corps, and one in
 * {@code wrongEvery} carries a mistyped password, pasted into every block header of that mail.
 */
final class IntakeMailbag {
    static final int BLOCKS_PER_MAIL = 5;
    private static final String MESSAGE_ID = "@@MESSAGE-ID@@";
    private static final ZonedDateTime FIRST = ZonedDateTime.of(1846, 5, 2, 8, 0, 0, 0, ZoneOffset.UTC).plusYears(180);
    private static final DateTimeFormatter RFC_822 =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ROOT);

    private final List<String> templates;
    private final int wrongMails;
    private final int deputyMails;
    private final long bytes;
    private final Session session = Session.getInstance(new Properties());

    private IntakeMailbag(List<String> templates, int wrongMails, int deputyMails) {
        this.templates = List.copyOf(templates);
        this.wrongMails = wrongMails;
        this.deputyMails = deputyMails;
        this.bytes = templates.stream().mapToLong(t -> t.length()).sum();
    }

    /** {@code passwords} by role id, as the game creator handed them out. */
    static IntakeMailbag write(IntakeGame game, Map<String, String> passwords, String robot, int mails,
                               int wrongEvery) {
        List<IntakeGame.General> generals = game.generals();
        List<String> templates = new ArrayList<>(mails);
        int wrong = 0;
        int deputy = 0;
        for (int i = 0; i < mails; i++) {
            IntakeGame.General sender = generals.get(i % generals.size());
            int round = i / generals.size();
            boolean asDeputy = i % 10 == 7;
            // Shifted by the round, so the slips are spread over many generals, each of whom also sends good mail.
            boolean mistyped = wrongEvery > 0 && (i + round) % wrongEvery == wrongEvery / 2;
            IntakeGame.General corps = asDeputy ? game.deputyOf(sender) : sender;
            String password = passwords.get(sender.role());
            if (mistyped) {
                password = typo(password);
                wrong++;
            }
            if (asDeputy) {
                deputy++;
            }
            String text = body(sender, corps, password, i, round);
            templates.add(mail(robot, sender, i, round, text));
        }
        return new IntakeMailbag(templates, wrong, deputy);
    }

    int size() {
        return templates.size();
    }

    int blocks() {
        return templates.size() * BLOCKS_PER_MAIL;
    }

    /** Blocks that must be accepted: all but those of the mails with a mistyped password. */
    int expectedAccepted() {
        return (templates.size() - wrongMails) * BLOCKS_PER_MAIL;
    }

    int expectedRejected() {
        return wrongMails * BLOCKS_PER_MAIL;
    }

    int wrongMails() {
        return wrongMails;
    }

    int deputyMails() {
        return deputyMails;
    }

    double averageBytes() {
        return (double) bytes / templates.size();
    }

    /** Delivers every mail into {@code robot}'s INBOX with Message-IDs unique to {@code tag}; not through SMTP. */
    void deliver(GreenMailUser robot, String tag) {
        deliver(robot, tag, templates.size());
    }

    /** The first {@code count} mails only. */
    void deliver(GreenMailUser robot, String tag, int count) {
        for (int i = 0; i < Math.min(count, templates.size()); i++) {
            String raw = templates.get(i).replace(MESSAGE_ID, "<" + tag + "." + i + ".orders@players.test>");
            try {
                robot.deliver(new MimeMessage(session,
                        new ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8))));
            } catch (MessagingException e) {
                throw new IllegalStateException("mail " + i + " does not parse", e);
            }
        }
    }

    /** The text a general writes: a greeting, five unit blocks, a signature. */
    private static String body(IntakeGame.General sender, IntakeGame.General corps, String password, int i,
                               int round) {
        StringBuilder out = new StringBuilder();
        out.append(switch (i % 4) {
            case 0 -> "Orders for turn " + (3 + round % 5) + ".\n\n";
            case 1 -> "Sir,\n\nmy orders follow.\n\n";
            case 2 -> "";
            default -> "Here are the orders of the " + (corps == sender ? "corps" : "corps I am deputy for")
                    + ". Please confirm.\n\n";
        });
        for (int j = 0; j < BLOCKS_PER_MAIL; j++) {
            int unit = (round * BLOCKS_PER_MAIL + j + (i % 3)) % IntakeGame.CORPS.size();
            String id = corps.units().get(unit);
            out.append(switch ((i + j) % 4) {
                case 0 -> "UNIT " + id + " PASSWORD " + password + "\n";
                case 1 -> "Unit: " + id.toLowerCase(Locale.ROOT) + "   Password: " + password + "\n";
                case 2 -> "UNIT " + spaced(id) + "\nPASSWORD " + password + "\n";
                default -> "unit " + id + " password=" + password + "\n";
            });
            for (String line : IntakeOrders.block(corps, unit, i)) {
                out.append(line).append('\n');
            }
            out.append(i % 3 == 0 ? "END\n\n" : "\n");
        }
        out.append("-- \n").append(sender.seat().name()).append('\n');
        if (i % 5 == 4) {
            // A reply to the robot's last answer, which the client quotes below the new text.
            out.append("\nOn ").append(RFC_822.format(FIRST.plusMinutes(i))).append(", Adjutant wrote:\n")
                    .append("> ACCEPTED  ").append(corps.units().get(0)).append(" (as commander ")
                    .append(corps.seat().name()).append(")\n>     SUPPLY LEVEL 6\n> --\n")
                    .append("> Adjutant, the order desk of intake. This reply was written by a robot.\n");
        }
        return out.toString();
    }

    private static String mail(String robot, IntakeGame.General sender, int i, int round, String text) {
        String date = RFC_822.format(FIRST.plusSeconds(i * 7L));
        String subject = switch (i % 5) {
            case 0, 1 -> "[" + IntakeGame.ID + "] orders";
            case 2 -> "Orders turn " + (3 + round % 5) + " [" + IntakeGame.ID + "]";
            case 3 -> "[" + IntakeGame.ID + "] " + sender.units().get(0) + " and others";
            default -> "Re: [" + IntakeGame.ID + "] orders: 5 accepted, 0 rejected";
        };
        StringBuilder m = new StringBuilder();
        m.append("Received: from mail.players.test (mail.players.test [192.0.2.").append(1 + i % 200)
                .append("])\r\n\tby mx.robot.test with ESMTPS id ").append(Integer.toHexString(0x10000 + i))
                .append("\r\n\tfor <").append(robot).append(">; ").append(date).append("\r\n");
        m.append("Message-ID: ").append(MESSAGE_ID).append("\r\n");
        m.append("Date: ").append(date).append("\r\n");
        m.append("From: \"").append(sender.seat().name()).append("\" <").append(sender.seat().email()).append(">\r\n");
        m.append("To: Adjutant <").append(robot).append(">\r\n");
        m.append("Subject: ").append(subject).append("\r\n");
        if (i % 5 == 4) {
            m.append("In-Reply-To: <ack-").append(i - 5).append("@robot.test>\r\n");
        }
        m.append("MIME-Version: 1.0\r\n");
        String crlf = text.replace("\n", "\r\n");
        if (i % 10 == 3) {
            String boundary = "----=_Part_" + i + "_bench";
            m.append("User-Agent: Webmail/2.1\r\n");
            m.append("Content-Type: multipart/alternative; boundary=\"").append(boundary).append("\"\r\n\r\n");
            m.append("--").append(boundary).append("\r\nContent-Type: text/plain; charset=UTF-8\r\n")
                    .append("Content-Transfer-Encoding: 7bit\r\n\r\n").append(crlf).append("\r\n");
            m.append("--").append(boundary).append("\r\nContent-Type: text/html; charset=UTF-8\r\n")
                    .append("Content-Transfer-Encoding: 7bit\r\n\r\n<html><body><div>")
                    .append(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                            .replace("\n", "<br>\r\n"))
                    .append("</div></body></html>\r\n");
            m.append("--").append(boundary).append("--\r\n");
        } else {
            m.append("User-Agent: Thunderbird 128\r\n");
            m.append("Content-Type: text/plain; charset=UTF-8; format=flowed\r\n");
            m.append("Content-Transfer-Encoding: 7bit\r\n\r\n").append(crlf);
        }
        return m.toString();
    }

    /** The unit id as some players type it: {@code US 3 IN}. */
    private static String spaced(String id) {
        return id.replaceAll("^(US|MX)(\\d+)", "$1 $2 ");
    }

    /** A slip of the fingers: the last two characters swapped, or a character doubled when they are equal. */
    private static String typo(String password) {
        int n = password.length();
        char a = password.charAt(n - 2);
        char b = password.charAt(n - 1);
        return a == b ? password + b : password.substring(0, n - 2) + b + a;
    }
}
