#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/opensslv.h>
#include <openssl/rand.h>

/* libcrypto is opened at first use, not linked: a command that never
   touches a secret never loads it (Credentials/LibCrypto.swift says what
   that saves). The declarations above give each function's type; calling
   one directly fails to link, on purpose. */

#define CCRYPTO_FUNCTION(name) __typeof__(name) *_Nonnull name;
#define CCRYPTO_FUNCTIONS(X) \
    X(CRYPTO_memcmp) X(OPENSSL_cleanse) X(RAND_bytes) X(EVP_Digest) X(EVP_sha256) \
    X(EVP_aes_256_gcm) X(EVP_CIPHER_CTX_new) X(EVP_CIPHER_CTX_free) X(EVP_CIPHER_CTX_ctrl) \
    X(EVP_EncryptInit_ex) X(EVP_EncryptUpdate) X(EVP_EncryptFinal_ex) \
    X(EVP_DecryptInit_ex) X(EVP_DecryptUpdate) X(EVP_DecryptFinal_ex) X(EVP_PBE_scrypt)

/* The libcrypto functions Credentials calls. */
typedef struct CCryptoFunctions {
    CCRYPTO_FUNCTIONS(CCRYPTO_FUNCTION)
} CCryptoFunctions;

#define CCRYPTO_STRING(x) #x
#define CCRYPTO_SONAME(version) CCRYPTO_STRING(version)
#ifdef __APPLE__
#define CCRYPTO_LIBRARY "libcrypto." CCRYPTO_SONAME(OPENSSL_SHLIB_VERSION) ".dylib"
#else
#define CCRYPTO_LIBRARY "libcrypto.so." CCRYPTO_SONAME(OPENSSL_SHLIB_VERSION)
#endif

/* Opens the libcrypto these headers describe and fills `functions`; false
   (with dlerror() saying why) when the library or a function is missing. */
static inline bool ccrypto_load(CCryptoFunctions *_Nonnull functions) {
    void *library = dlopen(CCRYPTO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return false;
#define CCRYPTO_LOOKUP(name) \
    if ((*(void **)&functions->name = dlsym(library, #name)) == NULL) return false;
    CCRYPTO_FUNCTIONS(CCRYPTO_LOOKUP)
#undef CCRYPTO_LOOKUP
    return true;
}

/* Why the last dlopen or dlsym failed, for the message a person reads. */
static inline const char *_Nullable ccrypto_error(void) {
    return dlerror();
}

/* A process holding a key keeps it out of core dumps and out of reach of
   other processes of the same user (ptrace, /proc/PID/mem): PR_SET_DUMPABLE
   0 forbids both, until the process execs another program. prctl is
   variadic, which Swift cannot call, hence these two. */
#ifdef __linux__
#include <sys/prctl.h>
static inline int ccrypto_forbid_dumps(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }
static inline int ccrypto_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }
#else
static inline int ccrypto_forbid_dumps(void) { return 0; }
static inline int ccrypto_is_dumpable(void) { return 1; }
#endif
