namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// Built only by a private constructor: StandardResolverAllowPrivate calls it (under NativeAOT the generated variant,
    /// through [UnsafeAccessor]); the standard resolver has no constructor to use (BP0007 says so, hence the pragma).
    /// </summary>
#pragma warning disable BP0007
    [MessagePackObject]
    public sealed class Token
#pragma warning restore BP0007
    {
        private Token(int id, string scope)
        {
            this.Id = id;
            this.Scope = scope;
        }

        [Key(0)]
        public int Id { get; }

        [Key(1)]
        public string Scope { get; }

        public static Token Create(int id, string scope) => new Token(id, scope);
    }
}
