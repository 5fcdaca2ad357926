package org.adjutant.app;

import org.adjutant.config.Secret;
import org.adjutant.config.ServerConfig;
import org.adjutant.mail.MailSettings;

/** Turns the validated server file into the mail layer's settings. */
public final class MailSettingsFactory {
    private MailSettingsFactory() {
    }

    public static MailSettings from(ServerConfig server) {
        var box = server.mailbox();
        var smtp = server.smtp();
        MailSettings.Mailbox mailbox = new MailSettings.Mailbox(
                MailSettings.Protocol.valueOf(box.protocol().name()), box.host(), box.port(),
                MailSettings.Tls.valueOf(box.tls().name()), box.user().orElse(null),
                box.password().map(Secret::reveal).orElse(null), box.folder(),
                MailSettings.AfterStore.valueOf(box.afterStore().name()), box.flagKeyword(), box.processedFolder(),
                box.maxMessageBytes(), box.selfCopyFolders(), box.retention().orElse(null),
                box.retentionFolder().orElse(null), box.trustCertificate().orElse(null));
        MailSettings.Smtp out = new MailSettings.Smtp(smtp.host(), smtp.port(),
                MailSettings.Tls.valueOf(smtp.tls().name()), smtp.user().orElse(null),
                smtp.password().map(Secret::reveal).orElse(null), smtp.trustCertificate().orElse(null));
        var r = smtp.retry();
        return new MailSettings(mailbox, out, server.address(), box.pollInterval(),
                new MailSettings.Retry(r.firstDelay(), r.maxDelay(), r.giveUpAfter(), r.inDoubtGrace(),
                        r.batchSize()), server.timeout());
    }
}
