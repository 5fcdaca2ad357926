package org.adjutant.mail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The server certificates the robot accepts when a moderator names a certificate file: the JVM's own certificate
 * authorities and, besides them, the certificates of that file (a self-signed server certificate, or a private CA).
 * Only trust is widened: the JSSE still checks the chain, the dates and, because {@link MailSessions} turns on
 * {@code ssl.checkserveridentity}, that the certificate names the host the robot connected to.
 */
final class ServerTrust {
    private ServerTrust() {
    }

    /** A socket factory for Jakarta Mail's {@code mail.<protocol>.ssl.socketFactory}, for SSL and STARTTLS alike. */
    static SSLSocketFactory socketFactory(Path certificateFile) {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {trustManager(certificateFile)}, null);
            return context.getSocketFactory();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot set up TLS trusting " + certificateFile + ": " + e, e);
        }
    }

    /** The JVM's default trust manager's anchors plus the certificates of {@code certificateFile}. */
    static X509TrustManager trustManager(Path certificateFile) {
        try {
            KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
            anchors.load(null, null);
            int n = 0;
            // The JVM's defaults (its cacerts, or -Djavax.net.ssl.trustStore) stay trusted: a moderator who names a
            // file for a provider's server must not lose the public CAs.
            for (X509Certificate ca : x509(TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm()),
                    null).getAcceptedIssuers()) {
                anchors.setCertificateEntry("jvm-" + n++, ca);
            }
            for (X509Certificate own : read(certificateFile)) {
                anchors.setCertificateEntry("file-" + n++, own);
            }
            return x509(TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm()), anchors);
        } catch (GeneralSecurityException | IOException e) {
            // The config loader has read the file already; failing here means it changed or vanished since.
            throw new IllegalStateException("cannot trust the certificate file " + certificateFile + ": " + e, e);
        }
    }

    /** Every X.509 certificate in a PEM (or DER) file; at least one. */
    static List<X509Certificate> read(Path file) throws IOException, GeneralSecurityException {
        List<X509Certificate> out = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                out.add((X509Certificate) c);
            }
        }
        if (out.isEmpty()) {
            throw new java.security.cert.CertificateException("no certificate in " + file);
        }
        return out;
    }

    private static X509TrustManager x509(TrustManagerFactory tmf, KeyStore anchors) throws GeneralSecurityException {
        tmf.init(anchors);
        for (TrustManager tm : tmf.getTrustManagers()) {
            if (tm instanceof X509TrustManager x509) {
                return x509;
            }
        }
        throw new GeneralSecurityException("the JVM offers no X.509 trust manager");
    }
}
