package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.ServerConfigLoader;
import org.adjutant.mail.MailSettings;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MailSettingsFactoryTest {
    @Test
    @DisplayName("trust-certificate reaches the mail layer for the mailbox and the SMTP server, each its own")
    void trustCertificatesAreCarriedThrough(@TempDir Path home) throws Exception {
        Path pem = Path.of(getClass().getClassLoader().getResource("tls/localhost.pem").toURI());
        Files.copy(pem, home.resolve("imap.pem"));
        Files.copy(pem, home.resolve("smtp.pem"));
        ServerConfig config = new ServerConfigLoader(home, Map.of("PW", "secret")::get).parse(
                home.resolve("adjutant.yaml"), """
                        robot:
                          address: adjutant@mail.test
                        mailbox:
                          host: localhost
                          user: adjutant
                          password: ${PW}
                          trust-certificate: imap.pem
                        smtp:
                          host: localhost
                          port: 587
                          trust-certificate: smtp.pem
                        """).orElseThrow();

        MailSettings settings = MailSettingsFactory.from(config);

        assertThat(settings.mailbox().trustCertificate()).isEqualTo(home.resolve("imap.pem"));
        assertThat(settings.smtp().trustCertificate()).isEqualTo(home.resolve("smtp.pem"));
        assertThat(settings.mailbox().tls()).isEqualTo(MailSettings.Tls.SSL);
        assertThat(settings.smtp().tls()).isEqualTo(MailSettings.Tls.STARTTLS);
        assertThat(settings.toString()).contains("trusting " + home.resolve("imap.pem")).doesNotContain("secret");
    }
}
