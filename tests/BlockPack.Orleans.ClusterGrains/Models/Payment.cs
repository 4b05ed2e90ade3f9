using System.Text.Json.Serialization;
using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>A union: a grain argument declared as the base type carries either case.</summary>
    [Union(0, typeof(CardPayment))]
    [Union(1, typeof(BankTransfer))]
    [JsonPolymorphic]
    [JsonDerivedType(typeof(CardPayment), "card")]
    [JsonDerivedType(typeof(BankTransfer), "bank")]
    public abstract class Payment
    {
        /// <summary>Gets or sets the amount in cents.</summary>
        [Key(0)]
        public long AmountCents { get; set; }
    }
}
