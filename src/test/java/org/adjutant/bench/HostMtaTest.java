package org.adjutant.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scaling benchmark's stand-in for the host's Postfix must hand on every byte a real MTA would. */
class HostMtaTest {
    private static final String ROBOT = "robot@scale.example";
    private GreenMail local;
    private HostMta mta;

    @BeforeEach
    void start() {
        local = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP));
        local.start();
        local.setUser(ROBOT, "robot", "robot");
        mta = new HostMta(local, ROBOT);
    }

    @AfterEach
    void stop() {
        mta.close();
        local.stop();
    }

    @Test
    @DisplayName("a mail larger than one read, with lines that start with dots, arrives byte for byte, with own copy")
    void relaysAndDeliversEveryByte() throws Exception {
        Properties props = new Properties();
        props.put("mail.smtp.host", "127.0.0.1");
        props.put("mail.smtp.port", String.valueOf(mta.port()));
        Session session = Session.getInstance(props);
        StringBuilder body = new StringBuilder();
        for (int i = 0; body.length() < 200_000; i++) {
            body.append(i % 7 == 0 ? "." : "").append(i % 11 == 0 ? ".." : "").append("line ").append(i)
                    .append(" of the Army of Occupation's returns\r\n");
        }
        body.append(".\r\n.\r\nend\r\n");
        MimeMessage sent = new MimeMessage(session);
        sent.setFrom(new InternetAddress(ROBOT));
        sent.setRecipient(Message.RecipientType.TO, new InternetAddress("taylor@army.example"));
        sent.setSubject("Returns");
        sent.setText(body.toString(), "US-ASCII");
        sent.saveChanges();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        sent.writeTo(bytes);

        try (Transport t = session.getTransport("smtp")) {
            t.connect();
            t.sendMessage(sent, new InternetAddress[] {new InternetAddress("Taylor@Army.example"),
                    new InternetAddress(ROBOT)});
            t.sendMessage(sent, new InternetAddress[] {new InternetAddress("taylor@army.example")});
        }

        assertThat(mta.relayedTo("taylor@army.example")).hasSize(2);
        ByteArrayOutputStream relayed = new ByteArrayOutputStream();
        mta.relayedTo("taylor@army.example").get(0).mime().writeTo(relayed);
        assertThat(relayed.toString("US-ASCII")).isEqualTo(bytes.toString("US-ASCII"));
        assertThat(local.getReceivedMessages()).as("one own copy, delivered locally").hasSize(1);
        assertThat((String) local.getReceivedMessages()[0].getContent()).isEqualTo(body.toString());
    }
}
