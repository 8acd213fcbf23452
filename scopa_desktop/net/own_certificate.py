"""The certificate a table hosted from the window serves TLS with: made on this computer
the first time a table is hosted encrypted, and the same one every time after, so that
friends who pinned its fingerprint (``tls_trust``) are not asked again.

No authority signs it: guests trust it by the fingerprint the host reads to them.  The
key is the host's secret, so it lives in a folder only its owner may open (0700), in a
file only its owner may read (0600), written whole or not at all.  A pair that cannot
be used (damaged, cut short, a key that is not the certificate's) is set aside under a
numbered name and a new pair made: the host can still play, and guests who trusted the
old certificate are refused with the "certificate has changed" message, as they must be.

``cryptography`` and ``ssl`` are imported only when a table is hosted encrypted.
"""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, one_line, read_text_file
from ..storage.set_aside import set_aside_private
from .tls_trust import fingerprint

if TYPE_CHECKING:
    import ssl

CERTIFICATE_FILE = "certificate.pem"
KEY_FILE = "key.pem"
FOLDER_MODE = 0o700
KEY_MODE = 0o600
CERTIFICATE_MODE = 0o644  # public: what every guest is shown anyway
#: A certificate and its key are a few kilobytes; anything far larger is not ours.
MAX_PEM_BYTES = 64 * 1024
#: Long enough never to run out under a host (a guest checks the fingerprint, not the dates).
VALID_DAYS = 20 * 366
COMMON_NAME = "Scopa Desktop table"


@dataclass(frozen=True)
class OwnCertificate:
    """``context`` serves TLS with the certificate whose ``fingerprint`` guests are shown;
    ``problem``: why the pair found was unusable and where it was kept aside, in one line (None: none)."""

    context: ssl.SSLContext
    fingerprint: str
    problem: str | None = None


def own_certificate(folder: Path) -> OwnCertificate:
    """The certificate kept in ``folder``, made there when there is none or the one there
    cannot be used.  OSError only when the folder cannot be written at all."""
    folder.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
    os.chmod(folder, FOLDER_MODE)  # mkdir leaves an existing folder (or the umask) as it was
    certificate, key = folder / CERTIFICATE_FILE, folder / KEY_FILE
    problem = None
    if certificate.exists() or key.exists():
        try:
            return _load(certificate, key)
        except Refused as error:
            problem = f"{one_line(error, 120)}; kept aside as {set_aside_private((certificate, key), KEY_MODE)}"
    certificate_pem, key_pem = _make()
    write_text_atomic(key, key_pem, mode=KEY_MODE)
    write_text_atomic(certificate, certificate_pem, mode=CERTIFICATE_MODE)
    made = _load(certificate, key)
    return OwnCertificate(made.context, made.fingerprint, problem)


def _load(certificate: Path, key: Path) -> OwnCertificate:
    """The pair as a server's TLS context; Refused, in one line, when it cannot serve."""
    import ssl

    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    # cryptography's own reasons name its FAQ: the file's name says more to the host.
    certificate_pem = _read(certificate)
    try:
        parsed = x509.load_pem_x509_certificate(certificate_pem.encode("ascii"))
    except ValueError:  # UnicodeEncodeError is one too
        raise Refused(f"{certificate.name} is not a PEM certificate") from None
    key_pem = _read(key)
    try:
        private = serialization.load_pem_private_key(key_pem.encode("ascii"), password=None)
    except (ValueError, TypeError):  # TypeError: a key locked by a password
        raise Refused(f"{key.name} is not a PEM private key without a password") from None
    raw = serialization.PublicFormat.SubjectPublicKeyInfo
    if private.public_key().public_bytes(serialization.Encoding.DER, raw) != parsed.public_key().public_bytes(
            serialization.Encoding.DER, raw):
        raise Refused("the key is not the certificate's")
    if os.name == "posix" and os.stat(key).st_mode & 0o077:
        os.chmod(key, KEY_MODE)  # readable by others (copied in by hand): made private again
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(certificate, key)
    except (ssl.SSLError, OSError) as error:
        raise Refused(f"TLS cannot serve with it: {one_line(error, 80)}") from None
    return OwnCertificate(context, fingerprint(parsed.public_bytes(serialization.Encoding.DER)))


def _read(path: Path) -> str:
    if not path.is_file():
        raise Refused(f"{path.name} is missing")
    return read_text_file(path, MAX_PEM_BYTES)


def _make() -> tuple[str, str]:
    """A new self-signed certificate and its key (ECDSA P-256: made in a blink), as PEM text."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, COMMON_NAME)])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                   .serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(days=1))  # a guest whose clock is a little behind
                   .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
                   .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
                   .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return certificate.public_bytes(serialization.Encoding.PEM).decode("ascii"), key_pem.decode("ascii")
