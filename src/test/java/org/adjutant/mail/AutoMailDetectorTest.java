package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class AutoMailDetectorTest {
    final AutoMailDetector detector = new AutoMailDetector("Robot@AMWOL.example");

    MailOrigin classify(String from, String subject, String... headers) {
        StringBuilder raw = new StringBuilder("From: " + from + "\r\nSubject: " + subject + "\r\n"
                + "Message-ID: <m1@x.example>\r\n");
        for (String h : headers) {
            raw.append(h).append("\r\n");
        }
        raw.append("\r\nbody\r\n");
        return detector.classify(raw.toString().getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "MAILER-DAEMON@mx.example | Undelivered Mail Returned to Sender | bounce: sent by mailer-daemon@mx.example",
        "Mail Delivery System <postmaster@mx.example> | Delivery failure | bounce: sent by postmaster@mx.example",
    })
    void bouncesFromDaemonAddresses(String from, String subject, String reason) {
        assertThat(classify(from, subject)).isEqualTo(new MailOrigin.Automatic(reason));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Return-Path: <>                                              | bounce: empty Return-Path",
        "Content-Type: multipart/report; report-type=delivery-status; boundary=x | bounce: multipart/report",
        "Content-Type: message/delivery-status                        | bounce: message/delivery-status",
        "Auto-Submitted: auto-replied                                 | auto-reply: Auto-Submitted auto-replied",
        "Auto-Submitted: auto-generated                               | auto-reply: Auto-Submitted auto-generated",
        "X-Autoreply: yes                                             | auto-reply: X-Autoreply",
        "X-Autorespond: vacation                                      | auto-reply: X-Autorespond",
        "X-Loop: robot@amwol.example                                  | loop: X-Loop names the robot",
        "Precedence: bulk                                             | bulk: Precedence bulk",
        "Precedence: list                                             | bulk: Precedence list",
        "Precedence: junk                                             | bulk: Precedence junk",
        "List-Id: <gitm.lists.example>                                | mailing list",
        "List-Unsubscribe: <mailto:leave@lists.example>               | mailing list",
    })
    void machineMailByHeader(String header, String reason) {
        assertThat(classify("someone@x.example", "Re: orders", header.trim()))
                .isEqualTo(new MailOrigin.Automatic(reason.trim()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Out of Office: back on Monday",
        "Automatic reply: Orders",
        "AutoReply",
        "Vacation",
        "Respuesta automática: órdenes",
        "=?UTF-8?Q?R=C3=A9ponse_automatique?=",
    })
    void vacationSubjects(String subject) {
        assertThat(classify("someone@x.example", subject))
                .isEqualTo(new MailOrigin.Automatic("auto-reply: vacation subject"));
    }

    @Test
    void mailFromTheRobotsOwnAddressIsALoopUnlessItIsAnOwnCopy() {
        assertThat(classify("robot@amwol.example", "Report")).isEqualTo(
                new MailOrigin.Automatic("loop: mail from the robot's own address"));
        assertThat(classify("Adjutant <ROBOT@amwol.example>", "Report", "X-Adjutant-Outbox: report:g1:1:p"))
                .isEqualTo(new MailOrigin.OwnCopy("<m1@x.example>"));
    }

    @Test
    void ordinaryPlayerMailIsAPersons() {
        assertThat(classify("Zachary Taylor <taylor@army.example>", "Orders for turn 3")).isInstanceOf(
                MailOrigin.Person.class);
        assertThat(classify("taylor@army.example", "Orders", "Auto-Submitted: no", "Precedence: first-class"))
                .isInstanceOf(MailOrigin.Person.class);
        assertThat(classify("taylor@army.example", "Vacationing troops: orders")).isInstanceOf(
                MailOrigin.Person.class);
    }

    @Test
    void theRobotsOwnAcknowledgementsWouldBeIgnoredByAnotherRobot() {
        byte[] ack = new MailComposer(java.time.Clock.systemUTC()).compose(MailComposerTest.ack());
        AutoMailDetector other = new AutoMailDetector("other-robot@x.example");
        assertThat(other.classify(ack)).isEqualTo(new MailOrigin.Automatic("auto-reply: Auto-Submitted auto-replied"));
    }
}
